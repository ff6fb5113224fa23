import * as z from 'zod'

import { airportCodes } from '@/booking/operations/airports'
import { ownReservation } from '@/booking/operations/ownReservation'
import { type ReservationDetails, reservationDetails } from '@/booking/reservationViews'
import { siteUrl } from '@/components/pages/seo'
import { getSettings } from '@/content/queries'
import { type Locale, LOCALES } from '@/i18n/locales'
import { displayPhone } from '@/lib/phone'

import { apiError, errorResponse } from './responses'
import { requestContext, requireCustomer } from './session'

/**
 * What the voucher and calendar downloads (`GET /api/booking/{number}/voucher|calendar`) share:
 * `?lang=en|ar` (by default the caller's language; anything else is a 400), the owner-only
 * lookup (401 when logged out, the same 404 for another customer's number and an unknown one),
 * and an answer the browser saves as a file and nobody caches.
 */

export type DocumentRequest = {
  details: ReservationDetails
  /** The language of the document. */
  lang: Locale
  hotline: string
  siteUrl: string
  /** Who travels: the passenger booked for, else the customer. */
  traveller: { name: string; phone: string | null }
  isAirport: (code: string) => boolean
}

const downloadQuery = z.object({ lang: z.enum(LOCALES).optional() })

/** The caller's own reservation and what its documents need, or the error answer to send. */
export async function documentRequest(
  request: Request,
  reservationNumber: string,
): Promise<({ ok: true } & DocumentRequest) | { ok: false; response: Response }> {
  const ctx = await requestContext(request)
  const query = downloadQuery.safeParse({
    lang: new URL(request.url).searchParams.get('lang') ?? undefined,
  })
  if (!query.success) {
    return { ok: false, response: apiError(ctx.locale, 'invalid-language', 'api.invalidLanguage') }
  }
  const auth = await requireCustomer(ctx)
  if (!auth.ok) return auth
  const found = await ownReservation(ctx.payload, auth.customer, reservationNumber)
  if (!found.ok) return { ok: false, response: errorResponse(found, ctx.locale) }
  const lang = query.data.lang ?? ctx.locale
  const details = reservationDetails(found.value)
  const [settings, airports] = await Promise.all([
    getSettings(lang),
    airportCodes(ctx.payload, [details.summary.pickup.code, details.summary.dropoff.code]),
  ])
  const traveller = details.passenger ?? {
    name: auth.customer.name,
    phone: auth.customer.mobile || null,
  }
  return {
    ok: true,
    details,
    lang,
    hotline: settings.hotline,
    siteUrl: siteUrl(),
    traveller: { name: traveller.name, phone: traveller.phone && displayPhone(traveller.phone) },
    isAirport: (code) => airports.has(code),
  }
}

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
