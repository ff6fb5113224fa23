import { confirmContactChange } from '@/accounts/operations/contactChange'
import { contactConfirmSchema } from '@/accounts/schemas'
import { errorResponse, toResponse } from '@/http/responses'
import { parseBody } from '@/http/request'
import { requestContext, requireCustomer } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

/** POST /api/user/contact/confirm {kind, code}: applies the new email or phone the code was sent to. */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const auth = await requireCustomer(ctx)
  if (!auth.ok) return auth.response
  const body = await parseBody(request, contactConfirmSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const result = await confirmContactChange(ctx.payload, auth.customer, body.value, ctx)
  return toResponse(result, ctx.locale, (user) => ({ status: true, user }))
}

export const POST = withDatabaseErrors(handlePost)
