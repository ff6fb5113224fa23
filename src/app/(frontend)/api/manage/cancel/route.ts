import { cancelFor } from '@/manage/operations/manageBooking'
import { manageCancelSchema } from '@/manage/schemas'
import { parseBody } from '@/http/request'
import { errorResponse, toResponse } from '@/http/responses'
import { requestContext } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

import { manageCaller } from '@/http/manage'

export const dynamic = 'force-dynamic'

/**
 * POST /api/manage/cancel {token | reservationNumber, expectedRefund}: the customer cancels their
 * own booking (until 72 hours before the pickup); a card payment is refunded less the bank charge,
 * and only if that is still `expectedRefund` (docs/api.md).
 */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const body = await parseBody(request, manageCancelSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const caller = await manageCaller(ctx, body.value)
  if (!caller.ok) return caller.response
  const cancelled = await cancelFor(ctx.payload, caller.caller, body.value.expectedRefund)
  return toResponse(cancelled, ctx.locale, (value) => ({ status: true, ...value }), {
    headers: { 'Cache-Control': 'no-store' },
  })
}

export const POST = withDatabaseErrors(handlePost)
