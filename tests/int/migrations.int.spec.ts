import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.destroy()
})

/**
 * Drizzle compares numeric defaults as text ('0'::numeric against 0) and proposes to set a
 * default the column already has; such a statement is checked against the database itself.
 */
async function isDefaultAlreadyInPlace(statement: string): Promise<boolean> {
  const match = statement.match(/^ALTER TABLE "([^"]+)" ALTER COLUMN "([^"]+)" SET DEFAULT (.+);$/)
  if (!match) return false
  const [, table, column, wanted] = match
  const { rows } = await (
    payload.db as unknown as {
      pool: {
        query: (
          sql: string,
          values: unknown[],
        ) => Promise<{ rows: { column_default: string | null }[] }>
      }
    }
  ).pool.query(
    'select column_default from information_schema.columns where table_name = $1 and column_name = $2',
    [table, column],
  )
  const actual = rows[0]?.column_default?.replace(/::[a-z ]+$/i, '').replace(/^'(.*)'$/, '$1')
  return actual !== undefined && actual === wanted!.replace(/^'(.*)'$/, '$1')
}

describe('committed migrations', () => {
  it('build exactly the schema the collections describe (run `npm run migrate:create` after a change)', async () => {
    // The test database was built by the committed migrations only (intGlobalSetup). Ask Drizzle
    // what a push would still change: anything means a collection changed without a migration.
    const db = payload.db as unknown as {
      requireDrizzleKit: () => {
        pushSchema: (...args: unknown[]) => Promise<{ statementsToExecute: string[] }>
      }
      schema: unknown
      drizzle: unknown
      schemaName?: string
      tablesFilter?: string[]
    }
    const { pushSchema } = db.requireDrizzleKit()
    const { statementsToExecute } = await pushSchema(
      db.schema,
      db.drizzle,
      db.schemaName ? [db.schemaName] : undefined,
      db.tablesFilter,
      undefined,
    )
    const real: string[] = []
    for (const statement of statementsToExecute) {
      if (!(await isDefaultAlreadyInPlace(statement))) real.push(statement)
    }
    expect(real).toEqual([])
  })
})
