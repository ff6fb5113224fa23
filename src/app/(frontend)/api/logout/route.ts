import { NextResponse } from 'next/server'

import { accountRequest, clearSessionCookie } from '@/account/http'
import { signOut } from '@/account/service'

/** GET /api/logout (the spec's call; POST works too): ends this session and clears the cookie. */
export async function GET(request: Request) {
  const req = await accountRequest(request)
  await signOut(req.payload, req.token)
  return clearSessionCookie(NextResponse.json({ status: true }))
}

export const POST = GET
