import { staffPath } from '@/lib/staffPath'
import { requestLocale } from '@/server/request'
import { apiError } from '@/server/responses'

import { staffRoute } from './staffApi'
import { withDatabaseErrors } from '@/server/databaseErrors'

/** The staff JSON API's first segment: STAFF_PATH's, known only at run time. */
const STAFF_SEGMENT = staffPath().slice(1)

type Context = { params: Promise<{ slug: string[] }> }

/**
 * Unknown API paths answer a JSON 404 instead of an HTML page; `/api/{staffsegment}/...` is the
 * staff JSON API (./staffApi.ts).
 */
async function answer(request: Request, { params }: Context) {
  const { slug } = await params
  if (slug.length >= 2 && slug[0] === STAFF_SEGMENT) {
    const route = staffRoute(request.method, slug.slice(1).join('/'))
    if (route) return route(request)
  }
  return apiError(requestLocale(request), 'not-found', 'errors.notFoundText')
}

const guarded = withDatabaseErrors(answer)

export { guarded as GET, guarded as POST, guarded as PUT, guarded as PATCH, guarded as DELETE }
