import { areaGroups } from '@/booking/operations/catalog'
import { LIST_CACHE, listResponse, parseListQuery } from '@/http/lists'
import { bookingCatalog } from '@/booking/operations/catalogCache'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

/**
 * GET /api/areas?lang=en|ar&MODE=pickup|dropoff: the places that can start (pickup) or end
 * (dropoff) a trip - all of them without MODE - grouped by region, airports first, names in the
 * requested language (both languages in `names`, for a search that takes either).
 */
async function handleGet(request: Request) {
  const parsed = parseListQuery(request)
  if (!parsed.ok) return parsed.response
  const { locale, mode, explicitLanguage } = parsed.query
  const groups = areaGroups(await bookingCatalog(), locale, mode)
  return listResponse(groups, LIST_CACHE.short, !explicitLanguage)
}

export const GET = withDatabaseErrors(handleGet)
