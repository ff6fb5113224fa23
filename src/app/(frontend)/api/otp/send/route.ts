import { NextResponse } from 'next/server'

import { accountRequest, failureResponse, parseBody, requireCustomer } from '@/server/session'
import { otpSendSchema } from '@/accounts/schemas'
import { sendVerificationCode } from '@/accounts/operations/service'

/**
 * POST /api/otp/send {id, mobile | email}: sends the logged-in customer (`id`) a verification
 * code by SMS to their mobile or by email. Only the account's own phone or email is accepted.
 */
export async function POST(request: Request) {
  const req = await accountRequest(request)
  const auth = await requireCustomer(req)
  if (!auth.ok) return auth.response
  const body = await parseBody(request, otpSendSchema, req.locale)
  if (!body.ok) return body.response
  const result = await sendVerificationCode(req.payload, auth.customer, body.data, req.ctx)
  if (!result.ok) return failureResponse(result, req.locale)
  return NextResponse.json({ status: true, ...result.value })
}
