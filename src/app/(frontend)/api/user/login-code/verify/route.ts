import { signInWithCode } from '@/accounts/operations/loginCode'
import { loginCodeSchema } from '@/accounts/schemas'
import { errorResponse, toResponse } from '@/http/responses'
import { parseBody } from '@/http/request'
import { requestContext, setSessionCookie } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

/** POST /api/user/login-code/verify {login, code} -> {status, user}: logged in (decision 0144). */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const body = await parseBody(request, loginCodeSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const result = await signInWithCode(ctx.payload, body.value, ctx)
  const response = toResponse(result, ctx.locale, ({ customer }) => ({
    status: true,
    user: customer,
  }))
  return result.ok ? setSessionCookie(response, result.value.session) : response
}

export const POST = withDatabaseErrors(handlePost)
