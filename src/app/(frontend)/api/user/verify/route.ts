import { NextResponse } from 'next/server'

import { accountRequest, failureResponse, parseBody, requireCustomer } from '@/server/session'
import { codeSchema } from '@/accounts/schemas'
import { verifyAccount } from '@/accounts/operations/service'

/** POST /api/user/verify {code}: verifies the logged-in customer's account with the code sent. */
export async function POST(request: Request) {
  const req = await accountRequest(request)
  const auth = await requireCustomer(req)
  if (!auth.ok) return auth.response
  const body = await parseBody(request, codeSchema, req.locale)
  if (!body.ok) return body.response
  const result = await verifyAccount(req.payload, auth.customer, body.data.code, req.ctx)
  if (!result.ok) return failureResponse(result, req.locale)
  return NextResponse.json({ status: true, user: result.value })
}
