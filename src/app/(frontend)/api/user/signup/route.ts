import { NextResponse } from 'next/server'

import { accountRequest, failureResponse, parseBody, setSessionCookie } from '@/server/session'
import { signupSchema } from '@/accounts/schemas'
import { signUp } from '@/accounts/operations/service'

/**
 * POST /api/user/signup {name, email, mobile, country?, password, lang?, channel?}: creates an
 * unverified account, logs it in and sends the verification code (SMS unless `channel: 'email'`).
 */
export async function POST(request: Request) {
  const req = await accountRequest(request)
  const body = await parseBody(request, signupSchema, req.locale)
  if (!body.ok) return body.response
  const result = await signUp(req.payload, body.data, req.ctx)
  if (!result.ok) return failureResponse(result, req.locale)
  const { customer, session, code } = result.value
  return setSessionCookie(
    NextResponse.json(
      { status: true, user: customer, msg: 'not-verified', code: code.ok ? code.value : null },
      { status: 201 },
    ),
    session,
  )
}
