import { signUp } from '@/accounts/operations/signUp'
import { signupSchema } from '@/accounts/schemas'
import { errorResponse, toResponse } from '@/http/responses'
import { parseBody } from '@/http/request'
import { requestContext, setSessionCookie } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

/**
 * POST /api/user/signup {name, email, mobile, country?, password, lang?, channel?}: creates an
 * unverified account, logs it in and sends the verification code (SMS unless `channel: 'email'`).
 */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const body = await parseBody(request, signupSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const result = await signUp(ctx.payload, body.value, ctx)
  const response = toResponse(
    result,
    ctx.locale,
    ({ customer, code }) => ({
      status: true,
      user: customer,
      msg: 'not-verified',
      code: code.ok ? code.value : null,
    }),
    { status: 201 },
  )
  return result.ok ? setSessionCookie(response, result.value.session) : response
}

export const POST = withDatabaseErrors(handlePost)
