import { resetPassword } from '@/accounts/operations/passwordReset'
import { resetSchema } from '@/accounts/schemas'
import { errorResponse, toResponse } from '@/http/responses'
import { parseBody } from '@/http/request'
import { requestContext, setSessionCookie } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

/** POST /api/user/password/reset {login, code, password}: sets the new password and logs in. */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const body = await parseBody(request, resetSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const result = await resetPassword(ctx.payload, body.value, ctx)
  const response = toResponse(result, ctx.locale, ({ customer }) => ({
    status: true,
    user: customer,
  }))
  return result.ok ? setSessionCookie(response, result.value.session) : response
}

export const POST = withDatabaseErrors(handlePost)
