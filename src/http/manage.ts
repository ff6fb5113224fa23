import type { ManageCaller } from '@/manage/operations/manageBooking'
import type { NextResponse } from 'next/server'
import { requireHolder, type RequestContext } from './session'

/**
 * The caller of a manage-booking call: its link's holder, or the booking's holder (the logged-in
 * customer, or the guest checkout that made it, by its pass).
 */
export async function manageCaller(
  ctx: RequestContext,
  body: { token: string } | { reservationNumber: string },
): Promise<{ ok: true; caller: ManageCaller } | { ok: false; response: NextResponse }> {
  if ('token' in body) return { ok: true, caller: { token: body.token, client: ctx.ip } }
  const auth = await requireHolder(ctx)
  if (!auth.ok) return auth
  return {
    ok: true,
    caller: { holder: auth.holder, reservationNumber: body.reservationNumber },
  }
}
