import { NextResponse } from 'next/server'

import { signOut } from '@/accounts/operations/signIn'
import { clearSessionCookie, requestContext } from '@/server/session'

/** GET /api/logout (the spec's call; POST works too): ends this session and clears the cookie. */
export async function GET(request: Request) {
  const ctx = await requestContext(request)
  await signOut(ctx.payload, ctx.token)
  return clearSessionCookie(NextResponse.json({ status: true }))
}

export const POST = GET
