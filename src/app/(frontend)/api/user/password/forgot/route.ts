import { requestPasswordReset } from '@/accounts/operations/passwordReset'
import { forgotSchema } from '@/accounts/schemas'
import { errorResponse, toResponse } from '@/http/responses'
import { parseBody } from '@/http/request'
import { requestContext } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

/** POST /api/user/password/forgot {login, channel?}: sends a reset code to the account's phone or email. */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const body = await parseBody(request, forgotSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const result = await requestPasswordReset(ctx.payload, body.value, ctx)
  return toResponse(result, ctx.locale, (sent) => ({ status: true, ...sent }))
}

export const POST = withDatabaseErrors(handlePost)
