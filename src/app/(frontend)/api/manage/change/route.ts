import { changeFor } from '@/manage/operations/changeBooking'
import { manageChangeSchema } from '@/manage/schemas'
import { parseBody } from '@/http/request'
import { errorResponse, toResponse } from '@/http/responses'
import { requestContext } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

import { manageCaller } from '@/http/manage'

export const dynamic = 'force-dynamic'

/**
 * POST /api/manage/change {token | reservationNumber, changes}: the customer changes what does not
 * change the price (times, flights, passenger, hotel or address names, notes) until
 * `selfServiceChangeHours` before the pickup of each leg it touches (docs/api.md).
 */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const body = await parseBody(request, manageChangeSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const caller = await manageCaller(ctx, body.value)
  if (!caller.ok) return caller.response
  const changed = await changeFor(ctx.payload, caller.caller, body.value.changes)
  return toResponse(changed, ctx.locale, (value) => ({ status: true, ...value }), {
    headers: { 'Cache-Control': 'no-store' },
  })
}

export const POST = withDatabaseErrors(handlePost)
