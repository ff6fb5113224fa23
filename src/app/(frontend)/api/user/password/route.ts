import { NextResponse } from 'next/server'

import { accountRequest, failureResponse, parseBody, requireCustomer } from '@/server/session'
import { passwordChangeSchema } from '@/accounts/schemas'
import { changePassword } from '@/accounts/operations/service'

/** POST /api/user/password {currentPassword, password}: changes the logged-in customer's password. */
export async function POST(request: Request) {
  const req = await accountRequest(request)
  const auth = await requireCustomer(req)
  if (!auth.ok) return auth.response
  const body = await parseBody(request, passwordChangeSchema, req.locale)
  if (!body.ok) return body.response
  const result = await changePassword(req.payload, auth.customer, body.data)
  if (!result.ok) return failureResponse(result, req.locale)
  return NextResponse.json({ status: true, user: result.value })
}
