import { sendVerificationCode } from '@/accounts/operations/codes'
import { otpSendSchema } from '@/accounts/schemas'
import { errorResponse, toResponse } from '@/http/responses'
import { parseBody } from '@/http/request'
import { requestContext, requireCustomer } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

/**
 * POST /api/otp/send {id, mobile | email}: sends the logged-in customer (`id`) a verification
 * code by SMS to their mobile or by email. Only the account's own phone or email is accepted.
 */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const auth = await requireCustomer(ctx)
  if (!auth.ok) return auth.response
  const body = await parseBody(request, otpSendSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const result = await sendVerificationCode(ctx.payload, auth.customer, body.value, ctx)
  return toResponse(result, ctx.locale, (sent) => ({ status: true, ...sent }))
}

export const POST = withDatabaseErrors(handlePost)
