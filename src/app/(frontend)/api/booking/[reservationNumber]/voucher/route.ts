import { downloadResponse, ownReservationDownload } from '@/booking/documents/downloads'
import { voucherPdf } from '@/booking/documents/voucherPdf'

export const dynamic = 'force-dynamic'

/**
 * GET /api/booking/{reservationNumber}/voucher?lang=en|ar: the reservation's voucher as a PDF
 * download, for its owner only (401 logged out; the same 404 for anybody else's number and an
 * unknown one; 400 `invalid-language` for another `lang`).
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ reservationNumber: string }> },
) {
  const { reservationNumber } = await params
  const download = await ownReservationDownload(request, reservationNumber)
  if (!download.ok) return download.response
  const { reservation, lang, hotline, siteUrl } = download
  const pdf = await voucherPdf(reservation, { locale: lang, hotline, siteUrl })
  return downloadResponse(
    pdf,
    'application/pdf',
    `masar-${reservation.reservationNumber}-${lang}.pdf`,
  )
}
