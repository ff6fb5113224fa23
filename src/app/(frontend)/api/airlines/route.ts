import { LIST_CACHE, listResponse } from '@/http/lists'
import { airlineEntries } from '@/booking/operations/catalogCache'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

/**
 * GET /api/airlines: the airlines of the flight-number suggestions: IATA code, names in both
 * languages and the codes of the airports (places) they serve.
 */
async function handleGet() {
  return listResponse(await airlineEntries(), LIST_CACHE.long)
}

export const GET = withDatabaseErrors(handleGet)
