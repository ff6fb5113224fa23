import { NextResponse } from 'next/server'

import { accountRequest, failureResponse, parseBody, setSessionCookie } from '@/server/session'
import { signinSchema } from '@/accounts/schemas'
import { signIn } from '@/accounts/operations/service'

/** POST /api/user/signin {login, password} -> {status, user, msg} ('not-verified' when unverified). */
export async function POST(request: Request) {
  const req = await accountRequest(request)
  const body = await parseBody(request, signinSchema, req.locale)
  if (!body.ok) return body.response
  const result = await signIn(req.payload, body.data, req.ctx)
  if (!result.ok) return failureResponse(result, req.locale)
  const { customer, session } = result.value
  return setSessionCookie(
    NextResponse.json({
      status: true,
      user: customer,
      msg: customer.verified ? 'ok' : 'not-verified',
    }),
    session,
  )
}
