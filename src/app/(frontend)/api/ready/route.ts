import config from '@payload-config'
import { getPayload } from 'payload'

import { sqlPool } from '@/infra/db'
import { checkReadiness } from '@/http/readiness'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * GET /api/ready: readiness. 200 `{status: 'ok', database: 'ok', latencyMs}` when the database
 * answers `select 1` within 2 s; otherwise 503 `{status: false, error, message}` naming why
 * (`database-unavailable`, `database-timeout`, `database-error`), with `Retry-After`. Never a
 * 500, never longer than the time limit (docs/api.md, "Health").
 */
export async function GET() {
  const readiness = await checkReadiness(async () => {
    const payload = await getPayload({ config })
    await sqlPool(payload).query('select 1')
  })
  if (readiness.ready) {
    return Response.json(
      { status: 'ok', database: 'ok', latencyMs: readiness.latencyMs },
      { headers: NO_STORE },
    )
  }
  return Response.json(
    { status: false, error: readiness.reason, message: readiness.detail },
    { status: 503, headers: { ...NO_STORE, 'Retry-After': '5' } },
  )
}
