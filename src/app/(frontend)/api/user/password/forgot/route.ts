import { NextResponse } from 'next/server'

import { accountRequest, failureResponse, parseBody } from '@/server/session'
import { forgotSchema } from '@/accounts/schemas'
import { requestPasswordReset } from '@/accounts/operations/service'

/** POST /api/user/password/forgot {login, channel?}: sends a reset code to the account's phone or email. */
export async function POST(request: Request) {
  const req = await accountRequest(request)
  const body = await parseBody(request, forgotSchema, req.locale)
  if (!body.ok) return body.response
  const result = await requestPasswordReset(req.payload, body.data, req.ctx)
  if (!result.ok) return failureResponse(result, req.locale)
  return NextResponse.json({ status: true, ...result.value })
}
