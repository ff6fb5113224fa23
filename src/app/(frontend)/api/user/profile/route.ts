import { NextResponse } from 'next/server'

import { accountRequest, failureResponse, parseBody, requireCustomer } from '@/server/session'
import { profileSchema } from '@/accounts/schemas'
import { updateProfile } from '@/accounts/operations/service'

/** PATCH /api/user/profile {name?, lang?}: the logged-in customer's name and language. */
export async function PATCH(request: Request) {
  const req = await accountRequest(request)
  const auth = await requireCustomer(req)
  if (!auth.ok) return auth.response
  const body = await parseBody(request, profileSchema, req.locale)
  if (!body.ok) return body.response
  const result = await updateProfile(req.payload, auth.customer, body.data)
  if (!result.ok) return failureResponse(result, req.locale)
  return NextResponse.json({ status: true, user: result.value })
}
