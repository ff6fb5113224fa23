import { parseBody } from '@/http/request'
import { errorResponse, toResponse } from '@/http/responses'
import { requestContext } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'
import { submitReview } from '@/reviews/operations/submitReview'
import { reviewSubmitSchema } from '@/reviews/schemas'

export const dynamic = 'force-dynamic'

/**
 * POST /api/review {token, driverStars, serviceStars, comment?, displayName}: the customer's one
 * review of a completed trip, through the review request's link (issue 33 item 5; decision 0161).
 * `{status: true, review}`, the review waiting for staff's approval (docs/api.md).
 */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const body = await parseBody(request, reviewSubmitSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const { token, ...review } = body.value
  const result = await submitReview(ctx.payload, {
    token,
    client: ctx.ip,
    review,
    language: ctx.locale,
  })
  return toResponse(result, ctx.locale, (value) => ({ status: true, review: value }), {
    headers: { 'Cache-Control': 'no-store' },
  })
}

export const POST = withDatabaseErrors(handlePost)
