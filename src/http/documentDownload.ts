import { type Policy, policyFromDoc } from '@/booking/policy'
import * as z from 'zod'

import { airportCodes } from '@/booking/operations/airports'
import { heldReservation } from '@/booking/operations/ownReservation'
import { type ReservationDetails, reservationDetails } from '@/booking/reservationViews'
import { siteUrl } from '@/components/pages/seo'
import { getSettings } from '@/content/queries'
import { type Locale, LOCALES } from '@/i18n/locales'
import { fail } from '@/lib/failure'
import { displayPhone } from '@/lib/phone'
import { reservationByManageToken } from '@/manage/operations/manageBooking'
import type { Customer, Reservation } from '@/payload-types'

import { apiError, errorResponse } from './responses'
import { requestContext, requireHolder } from './session'

/**
 * What the voucher and calendar downloads (`GET /api/booking/{number}/voucher|calendar`) share:
 * `?lang=en|ar` (by default the caller's language; anything else is a 400), the owner-only
 * lookup (the customer's, or a guest checkout's by its pass; 401 for neither, the same 404 for
 * another customer's number and an unknown one) or
 * the private link's `?token=` (its own booking only),
 * and an answer the browser saves as a file and nobody caches.
 */

export type DocumentRequest = {
  details: ReservationDetails
  /** The language of the document. */
  lang: Locale
  hotline: string
  /** The settings' operational policy (decision 0180): the voucher states its figures. */
  policy: Policy
  siteUrl: string
  /** Who travels: the passenger booked for, else the customer. */
  traveller: { name: string; phone: string | null }
  isAirport: (code: string) => boolean
}

const downloadQuery = z.object({
  lang: z.enum(LOCALES).optional(),
  /** The private manage link's token (decision 0147): the booking's documents without logging in. */
  token: z.string().max(100).optional(),
})

/** The reservation the caller may download: by the link's token, or the session's own. */
async function downloadable(
  ctx: Awaited<ReturnType<typeof requestContext>>,
  reservationNumber: string,
  token: string | undefined,
): Promise<
  | { ok: true; reservation: Reservation; customer: Pick<Customer, 'name' | 'mobile'> | null }
  | { ok: false; response: Response }
> {
  if (token !== undefined) {
    const found = await reservationByManageToken(ctx.payload, token, ctx.ip)
    // A link opens its own booking only: another number is the same 404 as an unknown one.
    if (!found.ok || found.value.reservationNumber !== reservationNumber) {
      return {
        ok: false,
        response: errorResponse(
          found.ok ? fail('reservation-not-found', 'reservation.errors.notFound') : found,
          ctx.locale,
        ),
      }
    }
    const customerId =
      typeof found.value.customer === 'number' ? found.value.customer : found.value.customer?.id
    const customer = customerId
      ? await ctx.payload.findByID({
          collection: 'customers',
          id: customerId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
    return { ok: true, reservation: found.value, customer }
  }
  const auth = await requireHolder(ctx)
  if (!auth.ok) return auth
  const found = await heldReservation(ctx.payload, auth.holder, reservationNumber)
  if (!found.ok) return { ok: false, response: errorResponse(found, ctx.locale) }
  return { ok: true, ...found.value }
}

/** The caller's own reservation and what its documents need, or the error answer to send. */
export async function documentRequest(
  request: Request,
  reservationNumber: string,
): Promise<({ ok: true } & DocumentRequest) | { ok: false; response: Response }> {
  const ctx = await requestContext(request)
  const params = new URL(request.url).searchParams
  const query = downloadQuery.safeParse({
    lang: params.get('lang') ?? undefined,
    token: params.get('token') ?? undefined,
  })
  if (!query.success) {
    return { ok: false, response: apiError(ctx.locale, 'invalid-language', 'api.invalidLanguage') }
  }
  const found = await downloadable(ctx, reservationNumber, query.data.token)
  if (!found.ok) return found
  const lang = query.data.lang ?? ctx.locale
  const details = reservationDetails(found.reservation)
  const [settings, airports] = await Promise.all([
    getSettings(lang),
    airportCodes(ctx.payload, [details.summary.pickup.code, details.summary.dropoff.code]),
  ])
  const traveller = details.passenger ?? {
    name: found.customer?.name ?? '',
    phone: found.customer?.mobile || null,
  }
  return {
    ok: true,
    details,
    lang,
    hotline: settings.hotline,
    policy: policyFromDoc(settings.policy),
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
