/**
 * `npm run test:quick`: the inner loop (issue 43), a few minutes: every unit test, then the
 * integration files changed since the branch left `main` (committed or not, new ones included).
 * `npm test` stays the whole suite, and what CI runs.
 *   QUICK_BASE=<ref>   compare with another ref than main
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { PROJECT_DIR } from './lib/database'

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: PROJECT_DIR, encoding: 'utf8' }).split('\n').filter(Boolean)

function changedIntFiles(): string[] {
  const base = process.env.QUICK_BASE ?? 'main'
  let since: string
  try {
    since = git('merge-base', 'HEAD', base)[0]!
  } catch {
    console.warn(`[test:quick] no ${base} to compare with: the unit tests only`)
    return []
  }
  const files = new Set([
    ...git('diff', '--name-only', since),
    ...git('ls-files', '--others', '--exclude-standard'),
  ])
  return [...files]
    .filter((file) => /^tests\/int\/.+\.int\.spec\.ts$/.test(file))
    .filter((file) => existsSync(path.join(PROJECT_DIR, file)))
    .sort()
}

const vitest = path.join(PROJECT_DIR, 'node_modules/vitest/vitest.mjs')
const run = (args: string[]) =>
  spawnSync(process.execPath, [vitest, 'run', ...args], { cwd: PROJECT_DIR, stdio: 'inherit' })
    .status ?? 1

const started = Date.now()
let exitCode = run(['--project', 'unit'])
const files = changedIntFiles()
if (exitCode === 0 && files.length) {
  console.log(`[test:quick] integration files changed since main: ${files.join(', ')}`)
  exitCode = run(['--project', 'int', ...files])
} else if (exitCode === 0) {
  console.log('[test:quick] no integration file changed since main')
}
console.log(
  `[test:quick] ${exitCode === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
)
process.exit(exitCode)
