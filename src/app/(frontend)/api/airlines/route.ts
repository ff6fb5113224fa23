import { LIST_CACHE, listResponse } from '@/server/lists'
import { airlineEntries } from '@/booking/operations/catalogCache'

export const dynamic = 'force-dynamic'

/**
 * GET /api/airlines: the airlines of the flight-number suggestions: IATA code, names in both
 * languages and the codes of the airports (places) they serve.
 */
export async function GET() {
  return listResponse(await airlineEntries(), LIST_CACHE.long)
}
