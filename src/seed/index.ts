import type { Payload } from 'payload'

import { seedArticles } from './articles'
import { seedBookingData } from './booking'
import { seedFaqs } from './faqs'
import { seedMenus } from './menus'
import { seedPartners } from './partners'
import { seedPromoCodes } from './promoCodes'
import { seedServices } from './services'
import { seedSettings } from './settings'
import { seedSlides } from './slides'
import { seedTerms } from './terms'

/** The development admin; the README gives these credentials. Never created in production. */
export const DEV_ADMIN = {
  name: 'Masar Admin',
  email: 'admin@masar.test',
  password: 'masar-admin-2026',
} as const

export type SeedOptions = { devAdmin: boolean }

/**
 * The editorial parts, each idempotent on its own: a part whose collection or global already has
 * content is skipped, so a database seeded before a part existed gets just the new part.
 */
const CONTENT_PARTS: [name: string, run: (payload: Payload) => Promise<boolean>][] = [
  ['settings', seedSettings],
  ['services', seedServices],
  ['articles', seedArticles],
  ['faqs', seedFaqs],
  ['slides', seedSlides],
  ['partners', seedPartners],
  ['menus', seedMenus],
  ['terms', seedTerms],
  ['promo codes', seedPromoCodes],
]

/** Loads the demo content. Idempotent: each part leaves what already exists alone. */
export async function seed(payload: Payload, options: SeedOptions): Promise<string[]> {
  const report: string[] = []
  if (options.devAdmin) {
    const existing = await payload.find({
      collection: 'users',
      where: { email: { equals: DEV_ADMIN.email } },
      limit: 1,
      overrideAccess: true,
    })
    if (existing.totalDocs === 0) {
      await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { ...DEV_ADMIN, role: 'admin' },
      })
      report.push(`dev admin ${DEV_ADMIN.email}`)
    }
  }
  for (const [name, run] of CONTENT_PARTS) {
    if (await run(payload)) report.push(name)
  }
  report.push(...(await seedBookingData(payload)))
  return report.length ? report : ['nothing new']
}
