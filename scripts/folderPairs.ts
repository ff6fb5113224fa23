/**
 * `npm run lint:folders`: no two top-level folders of `src/` import each other (issue 30, item 6).
 * dependency-cruiser's folder rules forbid every folder cycle, of any length and at any depth;
 * this forbids only the mutual pairs of top-level folders (`booking` imports `notifications` and
 * `notifications` imports `booking`), the sign that a module sits in the wrong folder. Break one
 * by moving the misplaced module to the folder that owns it, not by adding indirection.
 *
 * Type-only imports count; the files at the top of `src/` (payload.config.ts, payload-types.ts,
 * proxy.ts) are not folders and are left out. `--matrix` also prints what each folder imports.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

/** Mutual pairs allowed for now, as `a <-> b` in alphabetical order. */
const ALLOWED: readonly string[] = []

const SRC = path.resolve(import.meta.dirname, '../src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [full] : []
  })
}

/** The top-level folder of a path under `src/` (`@/notifications` too); undefined at the top. */
function folderOf(file: string): string | undefined {
  const top = path.relative(SRC, file).split(path.sep)[0]!
  return isFolder(path.join(SRC, top)) ? top : undefined
}

function isFolder(dir: string): boolean {
  try {
    return statSync(dir).isDirectory()
  } catch {
    return false
  }
}

/** Where an import specifier points under `src/`, if it does. */
function target(specifier: string, importer: string): string | undefined {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2))
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier)
  return undefined
}

/** `a>b` -> the imports that make folder a import folder b. */
const imports = new Map<string, string[]>()
for (const file of sourceFiles(SRC)) {
  const from = folderOf(file)
  if (!from) continue
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  for (const { fileName } of importedFiles) {
    const resolved = target(fileName, file)
    const to = resolved?.startsWith(SRC + path.sep) ? folderOf(resolved) : undefined
    if (!to || to === from) continue
    const key = `${from}>${to}`
    imports.set(key, [...(imports.get(key) ?? []), `${path.relative(SRC, file)} -> ${fileName}`])
  }
}

if (process.argv.includes('--matrix')) {
  const folders = [...new Set([...imports.keys()].flatMap((key) => key.split('>')))].sort()
  for (const a of folders) {
    console.log(`${a}: ${folders.filter((b) => imports.has(`${a}>${b}`)).join(' ')}`)
  }
}

const mutual = [...imports.keys()]
  .map((key) => key.split('>') as [string, string])
  .filter(([a, b]) => a < b && imports.has(`${b}>${a}`))
let failed = false
for (const [a, b] of mutual) {
  const pair = `${a} <-> ${b}`
  const allowed = ALLOWED.includes(pair)
  failed ||= !allowed
  console.log(`${allowed ? 'allowed' : 'error'}: ${pair}`)
  for (const line of [...imports.get(`${a}>${b}`)!, ...imports.get(`${b}>${a}`)!]) {
    console.log(`    ${line}`)
  }
}
console.log(`${mutual.length} mutual pair(s) of top-level folders of src/.`)
process.exit(failed ? 1 : 0)
