import { tripView } from '@/booking/lifecycle/lifecycle'
import { heldReservationTrip } from '@/booking/operations/lifecycle'
import { reservationSummary, reservationView } from '@/booking/reservationViews'
import { toResponse } from '@/http/responses'
import { requestContext, requireHolder } from '@/http/session'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

/**
 * GET /api/booking/{reservationNumber}: the logged-in customer's own reservation (or the guest
 * checkout's, by its pass) as the booking answered it (`{status: true, reservation}`), for the
 * confirmation screen, with `trip`: where each leg stands, what may be cancelled or changed and
 * until when (the lifecycle). Another customer's number, or one that does not exist, is the same 404.
 */
async function handleGet(
  request: Request,
  { params }: { params: Promise<{ reservationNumber: string }> },
) {
  const ctx = await requestContext(request)
  const auth = await requireHolder(ctx)
  if (!auth.ok) return auth.response
  const found = await heldReservationTrip(
    ctx.payload,
    auth.holder,
    (await params).reservationNumber,
  )
  return toResponse(
    found,
    ctx.locale,
    ({ reservation, lifecycle }) => ({
      status: true,
      reservation: reservationView(reservationSummary(reservation), ctx.locale),
      // Where the trip stands and what its customer may do (decision 0184).
      trip: tripView(lifecycle),
    }),
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

export const GET = withDatabaseErrors(handleGet)
