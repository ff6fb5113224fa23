/** `npm run build`'s second half: the islands' bundles (scripts/lib/islands.ts). */
import { buildIslands } from './lib/islands'

const manifest = await buildIslands()
for (const [name, island] of Object.entries(manifest)) {
  console.log(`island ${name}: ${island.files.join(', ')}`)
}
