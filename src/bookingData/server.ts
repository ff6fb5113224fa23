import config from '@payload-config'
import { getPayload } from 'payload'

import { CACHE_NAMES, cachedValue } from './cache'
import { loadBookingCatalog } from './catalog'
import { loadAirlines, loadNationalities } from './lists'

/**
 * The booking data as the API routes read it: from memory, refreshed by the collections' hooks
 * (and at the latest after the TTL). The quote answers without touching the database.
 */
const CATALOG_TTL_MS = 60_000
const LIST_TTL_MS = 10 * 60_000

const payloadInstance = () => getPayload({ config })

const catalog = cachedValue(
  CACHE_NAMES.catalog,
  async () => loadBookingCatalog(await payloadInstance()),
  CATALOG_TTL_MS,
)
const nationalities = cachedValue(
  CACHE_NAMES.nationalities,
  async () => loadNationalities(await payloadInstance()),
  LIST_TTL_MS,
)
const airlines = cachedValue(
  CACHE_NAMES.airlines,
  async () => loadAirlines(await payloadInstance()),
  LIST_TTL_MS,
)

export const bookingCatalog = catalog.get
export const nationalityEntries = nationalities.get
export const airlineEntries = airlines.get
