import { NextResponse } from 'next/server'

import { accountRequest, failureResponse, parseBody, setSessionCookie } from '@/server/session'
import { resetSchema } from '@/accounts/schemas'
import { resetPassword } from '@/accounts/operations/service'

/** POST /api/user/password/reset {login, code, password}: sets the new password and logs in. */
export async function POST(request: Request) {
  const req = await accountRequest(request)
  const body = await parseBody(request, resetSchema, req.locale)
  if (!body.ok) return body.response
  const result = await resetPassword(req.payload, body.data, req.ctx)
  if (!result.ok) return failureResponse(result, req.locale)
  return setSessionCookie(
    NextResponse.json({ status: true, user: result.value.customer }),
    result.value.session,
  )
}
