import { LIST_CACHE, listResponse, parseListQuery } from '@/bookingData/http'
import { nationalitiesIn } from '@/bookingData/lists'
import { nationalityEntries } from '@/bookingData/server'

export const dynamic = 'force-dynamic'

/** GET /api/nationalities?lang=en|ar: every country ({code, name}), Egypt first, then by name. */
export async function GET(request: Request) {
  const parsed = parseListQuery(request)
  if (!parsed.ok) return parsed.response
  const { locale, explicitLanguage } = parsed.query
  return listResponse(
    nationalitiesIn(await nationalityEntries(), locale),
    LIST_CACHE.long,
    !explicitLanguage,
  )
}
