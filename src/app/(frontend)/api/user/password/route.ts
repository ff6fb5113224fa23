import { changePassword } from '@/accounts/operations/profile'
import { passwordChangeSchema } from '@/accounts/schemas'
import { errorResponse, toResponse } from '@/server/responses'
import { parseBody } from '@/server/request'
import { requestContext, requireCustomer } from '@/server/session'
import { withDatabaseErrors } from '@/server/databaseErrors'

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
