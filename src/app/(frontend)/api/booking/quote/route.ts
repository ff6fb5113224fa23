import { bookingCatalog } from '@/booking/operations/catalogCache'
import { customerFromToken } from '@/accounts/operations/session'
import { quoteWithPromo } from '@/booking/operations/promo'
import { errorResponse, toResponse } from '@/http/responses'
import { requestContext } from '@/http/session'
import { quoteAnswer } from '@/http/quoteAnswer'
import { readJson, requestLocale } from '@/http/request'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * POST /api/booking/quote {tripType, pickup, dropoff, execDate, returningDate?, persons,
 * luggages}: the cars that take the party, each with its price for the whole trip, from the
 * in-memory catalog (no database round trip). Refusals carry the booking's codes and messages.
 * With a `promoCode` (any case), each car it applies to carries its discount and `price` is the
 * price after it; the code is looked up in the database (docs/api.md "Promo codes").
 */
async function handlePost(request: Request) {
  const locale = requestLocale(request)
  const body = await readJson(request)
  if (!body.ok) return errorResponse(body, locale)
  const input = body.value
  if (
    isRecord(input) &&
    input.promoCode !== undefined &&
    input.promoCode !== null &&
    input.promoCode !== ''
  ) {
    const ctx = await requestContext(request)
    const offer = await quoteWithPromo(ctx.payload, input, await bookingCatalog(), {
      locale,
      now: new Date(),
      customer: await customerFromToken(ctx.payload, ctx.token),
    })
    return toResponse(offer, locale, (value) => ({ status: true, ...value }), {
      headers: { 'Cache-Control': 'no-store' },
    })
  }
  const answer = quoteAnswer(body.value, await bookingCatalog(), { locale, now: new Date() })
  return new Response(answer.json, {
    status: answer.httpStatus,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })
}

export const POST = withDatabaseErrors(handlePost)
