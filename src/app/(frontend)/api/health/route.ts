export const dynamic = 'force-dynamic'

/**
 * GET /api/health: liveness. 200 `{status: 'ok'}` as long as the process answers HTTP; it touches
 * no database, so it answers while PostgreSQL is down (docs/api.md, "Health").
 */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
