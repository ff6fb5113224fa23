/**
 * Test databases from templates (issue 43): the committed migrations, and the demo seed, run once
 * per test run into two template databases; every test process then gets its own copy with
 * PostgreSQL's `CREATE DATABASE ... TEMPLATE` (a file copy: well under a second) instead of
 * migrating and seeding again.
 *
 * `npm test` (scripts/test.ts) makes both templates on the test cluster before its phases and
 * passes their names down (MASAR_TEMPLATE_MIGRATED, MASAR_TEMPLATE_SEEDED); a phase run on its own
 * (`npm run test:e2e`, `npm run bench`) makes the one it needs and drops it afterwards.
 */
import { cpSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { databaseUrl, dropDatabase, ensureDatabase, PROJECT_DIR, throwawayName } from './database'
import { productionEnv } from './productionEnv'
import { runScript } from './processes'

export const TEMPLATE_ENV = {
  migrated: 'MASAR_TEMPLATE_MIGRATED',
  seeded: 'MASAR_TEMPLATE_SEEDED',
} as const

export type TemplateKind = keyof typeof TEMPLATE_ENV

export type Template = {
  name: string
  /** The seed's uploads (the seeded template's images), copied with each copy. */
  mediaDir: string
  /** Drops the template when this process made it; a template passed down stays. */
  release: () => Promise<void>
}

/** Where a database's uploads live (MEDIA_DIR of the processes on it). */
export const mediaDirOf = (database: string) => path.join(PROJECT_DIR, '.data', `media-${database}`)

/**
 * The environment migrate and seed run with: the production server's own (NODE_ENV=production,
 * the seeded admin of the tests), so a copy serves exactly as a database migrated and seeded for
 * that server would.
 */
function templateEnv(serverUrl: string, name: string): NodeJS.ProcessEnv {
  return productionEnv({
    baseUrl: 'http://localhost:3210',
    databaseUrl: databaseUrl(serverUrl, name),
    name,
  })
}

/**
 * Makes a template of `kind` on the server: the migrations, then (seeded) the demo seed; a seeded
 * one made from the migrated template `from` only runs the seed on its copy.
 */
export async function makeTemplate(
  serverUrl: string,
  kind: TemplateKind,
  from?: Template,
): Promise<Template> {
  const name = throwawayName(`tpl_${kind}`)
  const started = Date.now()
  if (from) await copyTemplate(serverUrl, from, name)
  else await ensureDatabase(serverUrl, name)
  const env = templateEnv(serverUrl, name)
  if (!from) runScript('scripts/migrate.ts', env)
  if (kind === 'seeded') runScript('scripts/seed.ts', env)
  console.log(
    `[templates] ${kind} template ${name} made in ${Math.round((Date.now() - started) / 1000)} s`,
  )
  const mediaDir = mediaDirOf(name)
  return {
    name,
    mediaDir,
    release: async () => {
      rmSync(mediaDir, { recursive: true, force: true })
      await dropDatabase(serverUrl, name)
    },
  }
}

/** The template passed down by `npm test`, or one made now (released by the caller). */
export async function templateFor(serverUrl: string, kind: TemplateKind): Promise<Template> {
  const passed = process.env[TEMPLATE_ENV[kind]]
  if (passed) return { name: passed, mediaDir: mediaDirOf(passed), release: async () => undefined }
  return makeTemplate(serverUrl, kind)
}

/**
 * A new database `name` as a copy of `template`, with the template's uploads in the copy's own
 * media folder. The template must have no open connection (PostgreSQL's rule for a copy).
 */
export async function copyTemplate(
  serverUrl: string,
  template: Template,
  name: string,
): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') })
  await client.connect()
  try {
    await client.query(
      `create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(template.name)}`,
    )
  } finally {
    await client.end()
  }
  if (existsSync(template.mediaDir))
    cpSync(template.mediaDir, mediaDirOf(name), { recursive: true })
  return databaseUrl(serverUrl, name)
}
