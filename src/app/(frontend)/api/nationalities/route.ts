import { LIST_CACHE, listResponse, parseListQuery } from '@/http/lists'
import { nationalitiesIn } from '@/booking/operations/lists'
import { nationalityEntries } from '@/booking/operations/catalogCache'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

/** GET /api/nationalities?lang=en|ar: every country ({code, name}), Egypt first, then by name. */
async function handleGet(request: Request) {
  const parsed = parseListQuery(request)
  if (!parsed.ok) return parsed.response
  const { locale, explicitLanguage } = parsed.query
  return listResponse(
    nationalitiesIn(await nationalityEntries(), locale),
    LIST_CACHE.long,
    !explicitLanguage,
  )
}

export const GET = withDatabaseErrors(handleGet)
