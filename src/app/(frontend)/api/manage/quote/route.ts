import { quoteFor } from '@/manage/operations/manageBooking'
import { manageQuoteSchema } from '@/manage/schemas'
import { parseBody } from '@/http/request'
import { errorResponse, toResponse } from '@/http/responses'
import { requestContext } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

import { manageCaller } from '@/http/manage'

export const dynamic = 'force-dynamic'

/**
 * POST /api/manage/quote {token} | {reservationNumber}: whether the booking may be cancelled now
 * by its customer, until when (Cairo time), and the refund it would make (docs/api.md).
 */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const body = await parseBody(request, manageQuoteSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const caller = await manageCaller(ctx, body.value)
  if (!caller.ok) return caller.response
  const quote = await quoteFor(ctx.payload, caller.caller)
  return toResponse(quote, ctx.locale, (value) => ({ status: true, ...value }), {
    headers: { 'Cache-Control': 'no-store' },
  })
}

export const POST = withDatabaseErrors(handlePost)
