import { verifyAccount } from '@/accounts/operations/codes'
import { codeSchema } from '@/accounts/schemas'
import { errorResponse, toResponse } from '@/http/responses'
import { parseBody } from '@/http/request'
import { requestContext, requireCustomer } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

/** POST /api/user/verify {code}: verifies the logged-in customer's account with the code sent. */
async function handlePost(request: Request) {
  const ctx = await requestContext(request)
  const auth = await requireCustomer(ctx)
  if (!auth.ok) return auth.response
  const body = await parseBody(request, codeSchema)
  if (!body.ok) return errorResponse(body, ctx.locale)
  const result = await verifyAccount(ctx.payload, auth.customer, body.value.code, ctx)
  return toResponse(result, ctx.locale, (user) => ({ status: true, user }))
}

export const POST = withDatabaseErrors(handlePost)
