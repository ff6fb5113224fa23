import { requestLoginCode } from '@/accounts/operations/loginCode'
import { forgotSchema } from '@/accounts/schemas'
import { errorResponse, toResponse } from '@/http/responses'
import { parseBody } from '@/http/request'
import { requestContext } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

/** POST /api/user/login-code {login, channel?}: sends a code to log in with (decision 0144). */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const body = await parseBody(request, forgotSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const result = await requestLoginCode(ctx.payload, body.value, ctx)
  return toResponse(result, ctx.locale, (sent) => ({ status: true, ...sent }))
}

export const POST = withDatabaseErrors(handlePost)
