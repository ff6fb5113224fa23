import { NextResponse } from 'next/server'

import { toPublicCustomer } from '@/accounts/customer'
import { requestContext, requireCustomer } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

/** GET /api/user/info -> the logged-in customer (401 when the session is missing or expired). */
async function handleGet(request: Request) {
  const ctx = await requestContext(request)
  const auth = await requireCustomer(ctx)
  if (!auth.ok) return auth.response
  return NextResponse.json(toPublicCustomer(auth.customer), {
    headers: { 'Cache-Control': 'no-store' },
  })
}

export const GET = withDatabaseErrors(handleGet)
