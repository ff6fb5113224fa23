import { phoneCountries } from '@/accounts/phoneCountries'
import { LIST_CACHE, listResponse, parseListQuery } from '@/http/lists'

/**
 * GET /api/phone-countries?lang=en|ar: the sign-up's country picker ({code, dial, name}), Egypt
 * first, then by name. Asked for by the booking's sign-up when it opens, so that the home page
 * and /book do not carry some 250 countries in every visit's HTML (issue 15).
 */
export function GET(request: Request) {
  const parsed = parseListQuery(request)
  if (!parsed.ok) return parsed.response
  const { locale, explicitLanguage } = parsed.query
  return listResponse(phoneCountries(locale), LIST_CACHE.long, !explicitLanguage)
}
