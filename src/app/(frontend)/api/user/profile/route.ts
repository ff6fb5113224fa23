import { updateProfile } from '@/accounts/operations/profile'
import { profileSchema } from '@/accounts/schemas'
import { errorResponse, toResponse } from '@/http/responses'
import { parseBody } from '@/http/request'
import { requestContext, requireCustomer } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

/** PATCH /api/user/profile {name?, lang?}: the logged-in customer's name and language. */
async function handlePatch(request: Request) {
  const ctx = await requestContext(request)
  const auth = await requireCustomer(ctx)
  if (!auth.ok) return auth.response
  const body = await parseBody(request, profileSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const result = await updateProfile(ctx.payload, auth.customer, body.value)
  return toResponse(result, ctx.locale, (user) => ({ status: true, user }))
}

export const PATCH = withDatabaseErrors(handlePatch)
