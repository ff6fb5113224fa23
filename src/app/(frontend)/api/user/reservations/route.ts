import { NextResponse } from 'next/server'

import { customerReservations } from '@/booking/operations/customerReservations'
import { requestContext, requireCustomer } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

/**
 * GET /api/user/reservations[?id=] -> array of the caller's own reservations, newest first. The
 * session decides whose: an `id` naming another customer returns nothing of theirs.
 */
async function handleGet(request: Request) {
  const ctx = await requestContext(request)
  const auth = await requireCustomer(ctx)
  if (!auth.ok) return auth.response
  const id = new URL(request.url).searchParams.get('id')
  if (id && id !== String(auth.customer.id)) return NextResponse.json([])
  const { reservations } = await customerReservations(ctx.payload, auth.customer, { limit: 100 })
  return NextResponse.json(reservations, { headers: { 'Cache-Control': 'no-store' } })
}

export const GET = withDatabaseErrors(handleGet)
