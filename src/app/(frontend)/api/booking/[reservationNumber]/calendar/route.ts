import { reservationCalendar } from '@/booking/documents/calendar'
import {
  calendarReservation,
  downloadResponse,
  ownReservationDownload,
} from '@/booking/documents/downloads'

export const dynamic = 'force-dynamic'

/**
 * GET /api/booking/{reservationNumber}/calendar?lang=en|ar: the reservation's pickups as an
 * iCalendar file, for its owner only (401 logged out; the same 404 for anybody else's number and
 * an unknown one; 400 `invalid-language` for another `lang`).
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ reservationNumber: string }> },
) {
  const { reservationNumber } = await params
  const download = await ownReservationDownload(request, reservationNumber)
  if (!download.ok) return download.response
  const { reservation, lang, hotline, siteUrl } = download
  const calendar = reservationCalendar(calendarReservation(reservation), {
    locale: lang,
    hotline,
    siteUrl,
    now: new Date(),
  })
  return downloadResponse(
    calendar,
    'text/calendar; charset=utf-8',
    `masar-${reservation.reservationNumber}.ics`,
  )
}
