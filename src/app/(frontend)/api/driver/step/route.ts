import { parseBody } from '@/http/request'
import { errorResponse, toResponse } from '@/http/responses'
import { requestContext } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'
import { afterAnswering } from '@/http/afterAnswering'
import { recordDriverStep } from '@/tripday/operations/driverDay'
import { tellOfStep } from '@/tripday/operations/tripNotices'
import { driverStepSchema } from '@/tripday/schemas'

export const dynamic = 'force-dynamic'

/**
 * POST /api/driver/step {token, reservationNumber, leg, step, position?}: a driver's tap on one of
 * their legs of the day (issue 33; decision 0160). `{status: true, progress, changed}`; a repeat
 * answers `changed: false`; a tap the trip does not allow yet (or at all) is a 409 with the reason
 * in the page's language (docs/api.md; decision 0170). A tap that moved the leg tells the customer
 * after answering (decision 0162).
 */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const body = await parseBody(request, driverStepSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const { token, ...tap } = body.value
  const result = await recordDriverStep(ctx.payload, {
    token,
    client: ctx.ip,
    tap,
    locale: ctx.locale,
  })
  if (result.ok && result.value.changed) {
    const { reservation, leg, progress } = result.value
    await afterAnswering(() => tellOfStep(ctx.payload, reservation, leg, progress))
  }
  const answer = ({ progress, changed }: { progress: string; changed: boolean }) => ({
    status: true,
    progress,
    changed,
  })
  return toResponse(result, ctx.locale, answer, {
    headers: { 'Cache-Control': 'no-store' },
  })
}

export const POST = withDatabaseErrors(handlePost)
