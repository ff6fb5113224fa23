import { NextResponse } from 'next/server'

import { accountRequest, failureResponse, parseBody, requireCustomer } from '@/server/session'
import { contactChangeSchema } from '@/accounts/schemas'
import { requestContactChange } from '@/accounts/operations/service'

/** POST /api/user/contact {email} | {mobile, country?}: sends a code to the new email or phone. */
export async function POST(request: Request) {
  const req = await accountRequest(request)
  const auth = await requireCustomer(req)
  if (!auth.ok) return auth.response
  const body = await parseBody(request, contactChangeSchema, req.locale)
  if (!body.ok) return body.response
  const result = await requestContactChange(req.payload, auth.customer, body.data, req.ctx)
  if (!result.ok) return failureResponse(result, req.locale)
  return NextResponse.json({ status: true, ...result.value })
}
