import { signIn } from '@/accounts/operations/signIn'
import { signinSchema } from '@/accounts/schemas'
import { errorResponse, toResponse } from '@/http/responses'
import { parseBody } from '@/http/request'
import { requestContext, setSessionCookie } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

/** POST /api/user/signin {login, password} -> {status, user, msg} ('not-verified' when unverified). */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const body = await parseBody(request, signinSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const result = await signIn(ctx.payload, body.value, ctx)
  const response = toResponse(result, ctx.locale, ({ customer }) => ({
    status: true,
    user: customer,
    msg: customer.verified ? 'ok' : 'not-verified',
  }))
  return result.ok ? setSessionCookie(response, result.value.session) : response
}

export const POST = withDatabaseErrors(handlePost)
