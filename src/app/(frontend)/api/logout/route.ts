import { NextResponse } from 'next/server'

import { accountRequest, clearSessionCookie } from '@/server/session'
import { signOut } from '@/accounts/operations/service'

/** GET /api/logout (the spec's call; POST works too): ends this session and clears the cookie. */
export async function GET(request: Request) {
  const req = await accountRequest(request)
  await signOut(req.payload, req.token)
  return clearSessionCookie(NextResponse.json({ status: true }))
}

export const POST = GET
