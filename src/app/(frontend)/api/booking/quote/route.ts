import { bookingCatalog } from '@/booking/operations/catalogCache'
import { errorResponse } from '@/http/responses'
import { quoteAnswer } from '@/http/quoteAnswer'
import { readJson, requestLocale } from '@/http/request'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

/**
 * POST /api/booking/quote {tripType, pickup, dropoff, execDate, returningDate?, persons,
 * luggages}: the cars that take the party, each with its price for the whole trip, from the
 * in-memory catalog (no database round trip). Refusals carry the booking's codes and messages.
 */
async function handlePost(request: Request) {
  const locale = requestLocale(request)
  const body = await readJson(request)
  if (!body.ok) return errorResponse(body, locale)
  const answer = quoteAnswer(body.value, await bookingCatalog(), { locale, now: new Date() })
  return new Response(answer.json, {
    status: answer.httpStatus,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })
}

export const POST = withDatabaseErrors(handlePost)
