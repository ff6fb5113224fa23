import { changePassword } from '@/accounts/operations/profile'
import { passwordChangeSchema } from '@/accounts/schemas'
import { errorResponse, toResponse } from '@/http/responses'
import { parseBody } from '@/http/request'
import { requestContext, requireCustomer } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

/** POST /api/user/password {currentPassword, password}: changes the logged-in customer's password. */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const auth = await requireCustomer(ctx)
  if (!auth.ok) return auth.response
  const body = await parseBody(request, passwordChangeSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const result = await changePassword(ctx.payload, auth.customer, body.value, ctx)
  return toResponse(result, ctx.locale, (user) => ({ status: true, user }))
}

export const POST = withDatabaseErrors(handlePost)
