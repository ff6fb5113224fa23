import { voucherPdf } from '@/booking/documents/voucherPdf'
import { documentRequest, downloadResponse } from '@/http/documentDownload'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

/**
 * GET /api/booking/{reservationNumber}/voucher?lang=en|ar: the reservation's voucher as a PDF
 * download, for its owner only (401 logged out; the same 404 for anybody else's number and an
 * unknown one; 400 `invalid-language` for another `lang`).
 */
async function handleGet(
  request: Request,
  { params }: { params: Promise<{ reservationNumber: string }> },
) {
  const document = await documentRequest(request, (await params).reservationNumber)
  if (!document.ok) return document.response
  const { details, lang, hotline, policy, siteUrl, traveller, isAirport } = document
  const pdf = await voucherPdf(details, {
    locale: lang,
    hotline,
    policy,
    siteUrl,
    traveller,
    isAirport,
  })
  const number = details.summary.reservationNumber
  return downloadResponse(pdf, 'application/pdf', `masar-${number}-${lang}.pdf`)
}

export const GET = withDatabaseErrors(handleGet)
