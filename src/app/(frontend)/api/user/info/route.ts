import { NextResponse } from 'next/server'

import { accountRequest, requireCustomer } from '@/server/session'
import { toPublicCustomer } from '@/accounts/operations/service'

export const dynamic = 'force-dynamic'

/** GET /api/user/info -> the logged-in customer (401 when the session is missing or expired). */
export async function GET(request: Request) {
  const req = await accountRequest(request)
  const auth = await requireCustomer(req)
  if (!auth.ok) return auth.response
  return NextResponse.json(toPublicCustomer(auth.customer), {
    headers: { 'Cache-Control': 'no-store' },
  })
}
