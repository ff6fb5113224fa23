import { z } from 'zod'

import { accountRequest, requireCustomer } from '@/server/session'
import type { CalendarReservation } from '@/booking/documents/calendar'
import { findOwnReservation, reservationSummary } from '@/booking/operations/createReservation'
import { siteUrl } from '@/components/pages/seo'
import { getSettings } from '@/content/queries'
import { type Locale, LOCALES } from '@/i18n/locales'
import { apiError } from '@/server/errors'
import type { Reservation } from '@/payload-types'

/**
 * What the voucher and calendar downloads (`GET /api/booking/{number}/voucher|calendar`) share:
 * `?lang=en|ar` (by default the caller's language; anything else is a 400), the owner-only
 * lookup (401 when logged out, the same 404 for another customer's number and an unknown one),
 * and an answer the browser saves as a file and nobody caches.
 */

export type OwnReservationDownload = {
  reservation: Reservation
  /** The language of the document. */
  lang: Locale
  hotline: string
  siteUrl: string
}

const downloadQuery = z.object({ lang: z.enum(LOCALES).optional() })

/** The caller's own reservation and what its documents need, or the error answer to send. */
export async function ownReservationDownload(
  request: Request,
  reservationNumber: string,
): Promise<({ ok: true } & OwnReservationDownload) | { ok: false; response: Response }> {
  const req = await accountRequest(request)
  const query = downloadQuery.safeParse({
    lang: new URL(request.url).searchParams.get('lang') ?? undefined,
  })
  if (!query.success) {
    return {
      ok: false,
      response: apiError(req.locale, 'invalid-language', 'api.invalidLanguage'),
    }
  }
  const auth = await requireCustomer(req)
  if (!auth.ok) return auth
  const reservation = await findOwnReservation(req.payload, auth.customer, reservationNumber)
  if (!reservation) {
    return {
      ok: false,
      response: apiError(req.locale, 'reservation-not-found', 'reservation.errors.notFound'),
    }
  }
  const lang = query.data.lang ?? req.locale
  const settings = await getSettings(lang)
  return { ok: true, reservation, lang, hotline: settings.hotline, siteUrl: siteUrl() }
}

/** A stored reservation as the calendar file tells it. */
export const calendarReservation = (reservation: Reservation): CalendarReservation => ({
  ...reservationSummary(reservation),
  arrivalFlightNumber: reservation.arrivalFlightNumber ?? null,
  departureFlightNumber: reservation.departureFlightNumber ?? null,
})

/** A document the browser saves as `filename`, kept by no cache (it is the customer's own). */
export function downloadResponse(
  body: Uint8Array | string,
  contentType: string,
  filename: string,
): Response {
  // A view on a plain ArrayBuffer, as the Response type wants (the PDF may come on another).
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
