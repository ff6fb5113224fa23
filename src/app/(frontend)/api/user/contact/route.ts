import { requestContactChange } from '@/accounts/operations/contactChange'
import { contactChangeSchema } from '@/accounts/schemas'
import { errorResponse, toResponse } from '@/http/responses'
import { parseBody } from '@/http/request'
import { requestContext, requireCustomer } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

/** POST /api/user/contact {email} | {mobile, country?}: sends a code to the new email or phone. */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const auth = await requireCustomer(ctx)
  if (!auth.ok) return auth.response
  const body = await parseBody(request, contactChangeSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const result = await requestContactChange(ctx.payload, auth.customer, body.value, ctx)
  return toResponse(result, ctx.locale, (sent) => ({ status: true, ...sent }))
}

export const POST = withDatabaseErrors(handlePost)
