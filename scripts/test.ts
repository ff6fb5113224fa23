/**
 * `npm test`: the whole suite, phase by phase, stopping at the first that fails: unit,
 * integration, end-to-end (the production build in Chromium), the development server, the
 * database restart under load. Before the phases it makes the run's two template databases once
 * (the committed migrations; the migrations and the demo seed: scripts/lib/templates.ts) on the
 * test cluster, which it keeps up for the whole run; every phase copies them instead of migrating
 * and seeding again. At the end it prints each phase's duration and the total.
 *   TEST_PHASES=unit,int   only these phases, in this order
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { PROJECT_DIR, startDatabaseServer } from './lib/database'
import { makeTemplate, type Template, TEMPLATE_ENV } from './lib/templates'

type Phase = { name: string; command: string[]; templates: boolean }

const tsx = (script: string) => [
  process.execPath,
  '--import',
  'tsx',
  path.join(PROJECT_DIR, script),
]
const vitest = path.join(PROJECT_DIR, 'node_modules/vitest/vitest.mjs')

const PHASES: Phase[] = [
  {
    name: 'unit',
    command: [process.execPath, vitest, 'run', '--project', 'unit'],
    templates: false,
  },
  { name: 'int', command: [process.execPath, vitest, 'run', '--project', 'int'], templates: true },
  { name: 'e2e', command: tsx('scripts/e2e.ts'), templates: true },
  { name: 'dev', command: tsx('tests/dev/run.ts'), templates: true },
  { name: 'faults', command: tsx('tests/faults/run.ts'), templates: false },
]

const wanted = process.env.TEST_PHASES?.split(',').map((name) => name.trim())
const phases = wanted
  ? wanted.map((name) => {
      const phase = PHASES.find((candidate) => candidate.name === name)
      if (!phase) throw new Error(`TEST_PHASES: no phase "${name}" (${PHASES.map((p) => p.name)})`)
      return phase
    })
  : PHASES

const seconds = (since: number) => Math.round((Date.now() - since) / 1000)
const timings: { name: string; seconds: number; ok: boolean }[] = []
const started = Date.now()
let exitCode = 0

const server = phases.some((phase) => phase.templates)
  ? await startDatabaseServer('pg-test', 54330)
  : undefined
const templates: Template[] = []
try {
  if (server) {
    const since = Date.now()
    const migrated = await makeTemplate(server.serverUrl, 'migrated')
    templates.push(migrated)
    const seeded = await makeTemplate(server.serverUrl, 'seeded', migrated)
    templates.push(seeded)
    process.env[TEMPLATE_ENV.migrated] = migrated.name
    process.env[TEMPLATE_ENV.seeded] = seeded.name
    timings.push({ name: 'templates', seconds: seconds(since), ok: true })
  }
  for (const phase of phases) {
    console.log(`\n[test] ${phase.name}`)
    const since = Date.now()
    const result = spawnSync(phase.command[0]!, phase.command.slice(1), {
      cwd: PROJECT_DIR,
      env: process.env,
      stdio: 'inherit',
    })
    const ok = result.status === 0
    timings.push({ name: phase.name, seconds: seconds(since), ok })
    if (!ok) {
      exitCode = result.status ?? 1
      break
    }
  }
} catch (error) {
  console.error('[test]', error)
  exitCode = 1
} finally {
  for (const template of templates) await template.release().catch(() => undefined)
  await server?.stop()
}

console.log('\n[test] phase      seconds')
for (const row of timings)
  console.log(
    `[test] ${row.name.padEnd(10)} ${String(row.seconds).padStart(7)}${row.ok ? '' : '  FAILED'}`,
  )
console.log(`[test] total      ${String(seconds(started)).padStart(7)}`)
process.exit(exitCode)
