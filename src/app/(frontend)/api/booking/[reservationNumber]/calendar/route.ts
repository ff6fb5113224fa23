import { calendarReservation, reservationCalendar } from '@/booking/documents/calendar'
import { documentRequest, downloadResponse } from '@/http/documentDownload'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

/**
 * GET /api/booking/{reservationNumber}/calendar?lang=en|ar: the reservation's pickups as an
 * iCalendar file, for its owner only (401 logged out; the same 404 for anybody else's number and
 * an unknown one; 400 `invalid-language` for another `lang`).
 */
async function handleGet(
  request: Request,
  { params }: { params: Promise<{ reservationNumber: string }> },
) {
  const document = await documentRequest(request, (await params).reservationNumber)
  if (!document.ok) return document.response
  const { details, lang, hotline, siteUrl } = document
  const calendar = reservationCalendar(calendarReservation(details), {
    locale: lang,
    hotline,
    siteUrl,
    now: new Date(),
  })
  const number = details.summary.reservationNumber
  return downloadResponse(calendar, 'text/calendar; charset=utf-8', `masar-${number}.ics`)
}

export const GET = withDatabaseErrors(handleGet)
