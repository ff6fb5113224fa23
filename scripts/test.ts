/**
 * `npm test`: the whole suite, phase by phase, stopping at the first that fails: unit,
 * integration, end-to-end (the production build in Chromium), the development server, the
 * database restart under load. Before the first phase that needs them it makes the run's two
 * template databases (the committed migrations; the migrations and the demo seed:
 * scripts/lib/templates.ts) on the test cluster, kept up until the last such phase; those phases
 * copy them instead of migrating and seeding again. At the end it prints each phase's duration
 * and the total.
 *   TEST_PHASES=unit,int   only these phases, in this order
 */
import path from 'node:path'

import { type DatabaseServer, PROJECT_DIR, startDatabaseServer } from './lib/database'
import { runChild } from './lib/processes'
import { makeTemplate, type Template, TEMPLATE_ENV } from './lib/templates'

/** `limit`: minutes after which a phase that has not ended is stopped and fails (a hang would
 * otherwise hold CI until its hard limit). */
type Phase = { name: string; command: string[]; templates: boolean; limit: number }

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
    limit: 10,
  },
  {
    name: 'int',
    command: [process.execPath, vitest, 'run', '--project', 'int'],
    templates: true,
    limit: 30,
  },
  { name: 'e2e', command: tsx('scripts/e2e.ts'), templates: true, limit: 45 },
  { name: 'dev', command: tsx('tests/dev/run.ts'), templates: true, limit: 15 },
  { name: 'faults', command: tsx('tests/faults/run.ts'), templates: false, limit: 20 },
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

let server: DatabaseServer | undefined
const templates: Template[] = []

/** The test cluster and the run's two templates, made before the first phase that copies them. */
async function makeTemplates() {
  const since = Date.now()
  server = await startDatabaseServer('pg-test', 54330)
  const migrated = await makeTemplate(server.serverUrl, 'migrated')
  templates.push(migrated)
  const seeded = await makeTemplate(server.serverUrl, 'seeded', migrated)
  templates.push(seeded)
  process.env[TEMPLATE_ENV.migrated] = migrated.name
  process.env[TEMPLATE_ENV.seeded] = seeded.name
  timings.push({ name: 'templates', seconds: seconds(since), ok: true })
}

/** Drops the templates and stops the cluster once no later phase needs them. */
async function releaseTemplates() {
  for (const template of templates.splice(0)) await template.release().catch(() => undefined)
  await server?.stop()
  server = undefined
  delete process.env[TEMPLATE_ENV.migrated]
  delete process.env[TEMPLATE_ENV.seeded]
}

try {
  for (const [index, phase] of phases.entries()) {
    if (phase.templates && !server) await makeTemplates()
    if (server && !phases.slice(index).some((later) => later.templates)) await releaseTemplates()
    console.log(`\n[test] ${phase.name}`)
    const since = Date.now()
    // Not a synchronous spawn: this process owns the embedded PostgreSQL, whose log pipe only a
    // running event loop empties (scripts/lib/processes.ts, runChild).
    const status = await runChild(phase.command[0]!, phase.command.slice(1), {
      timeoutMs: phase.limit * 60_000,
    })
    const ok = status === 0
    timings.push({ name: phase.name, seconds: seconds(since), ok })
    if (!ok) {
      exitCode = status
      break
    }
  }
} catch (error) {
  console.error('[test]', error)
  exitCode = 1
} finally {
  await releaseTemplates()
}

console.log('\n[test] phase      seconds')
for (const row of timings)
  console.log(
    `[test] ${row.name.padEnd(10)} ${String(row.seconds).padStart(7)}${row.ok ? '' : '  FAILED'}`,
  )
console.log(`[test] total      ${String(seconds(started)).padStart(7)}`)
process.exit(exitCode)
