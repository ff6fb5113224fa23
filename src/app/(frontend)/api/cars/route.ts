import { LIST_CACHE, listResponse } from '@/http/lists'
import { bookingCatalog } from '@/booking/operations/catalogCache'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

/** GET /api/cars: the vehicles offered, in order, with names in both languages and capacities. */
async function handleGet() {
  const { cars } = await bookingCatalog()
  return listResponse(
    cars.map(({ code, names, persons, luggages, image, order }) => ({
      code,
      names,
      persons,
      luggages,
      image,
      order,
    })),
    LIST_CACHE.short,
  )
}

export const GET = withDatabaseErrors(handleGet)
