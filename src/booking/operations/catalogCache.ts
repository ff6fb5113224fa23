import config from '@payload-config'
import { getPayload } from 'payload'

import { CACHE_NAMES, CACHE_TTL_MS, cachedValue } from './cache'
import { loadBookingCatalog } from './catalog'
import { loadAirlines, loadNationalities } from './lists'

/**
 * The booking data as the API routes read it: from memory, refreshed by the collections' hooks
 * (and at the latest after the TTL). The quote answers without touching the database.
 */
export const payloadInstance = () => getPayload({ config })

const catalog = cachedValue(
  CACHE_NAMES.catalog,
  async () => loadBookingCatalog(await payloadInstance()),
  CACHE_TTL_MS.catalog,
)
const nationalities = cachedValue(
  CACHE_NAMES.nationalities,
  async () => loadNationalities(await payloadInstance()),
  CACHE_TTL_MS.lists,
)
const airlines = cachedValue(
  CACHE_NAMES.airlines,
  async () => loadAirlines(await payloadInstance()),
  CACHE_TTL_MS.lists,
)

export const bookingCatalog = catalog.get
export const nationalityEntries = nationalities.get
export const airlineEntries = airlines.get
