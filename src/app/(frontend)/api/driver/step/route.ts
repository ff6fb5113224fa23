import { parseBody } from '@/http/request'
import { errorResponse, toResponse } from '@/http/responses'
import { requestContext } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'
import { recordDriverStep } from '@/tripday/operations/driverDay'
import { driverStepSchema } from '@/tripday/schemas'

export const dynamic = 'force-dynamic'

/**
 * POST /api/driver/step {token, reservationNumber, leg, step, position?}: a driver's tap on one of
 * their legs of the day (issue 33; decision 0160). `{status: true, progress, changed}`; a repeat
 * answers `changed: false` (docs/api.md).
 */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const body = await parseBody(request, driverStepSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const { token, ...tap } = body.value
  const result = await recordDriverStep(ctx.payload, { token, client: ctx.ip, tap })
  return toResponse(result, ctx.locale, (value) => ({ status: true, ...value }), {
    headers: { 'Cache-Control': 'no-store' },
  })
}

export const POST = withDatabaseErrors(handlePost)
