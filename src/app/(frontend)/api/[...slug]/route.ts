import { staffPathSchema } from '@/lib/staffPath'
import { requestLocale } from '@/http/request'
import { apiError } from '@/http/responses'

import { staffRoute } from './staffApi'
import { withDatabaseErrors } from '@/http/databaseErrors'

type Context = { params: Promise<{ slug: string[] }> }

/** A first segment STAFF_PATH could be (one that no public page or API folder owns). */
const couldBeStaffSegment = (segment: string) => staffPathSchema.safeParse(segment).success

/**
 * Unknown API paths answer a JSON 404 instead of an HTML page. The staff JSON API (./staffApi.ts,
 * docs/api.md) answers at `/api/{staffsegment}/...` and, alike, under every other segment the staff
 * path could be: a guess gets the very answer the real segment gives (`check-session` 401 when
 * signed out, the same throttled login, ...), so the API tells nothing of STAFF_PATH. What guards
 * the staff API is the session and the role, as it must be anyway: Payload's staff login is
 * public at `/api/cms/users/login`.
 */
async function answer(request: Request, { params }: Context) {
  const { slug } = await params
  if (slug.length >= 2 && couldBeStaffSegment(slug[0]!)) {
    const route = staffRoute(request.method, slug.slice(1).join('/'))
    if (route) return route(request)
  }
  return apiError(requestLocale(request), 'not-found', 'errors.notFoundText')
}

const guarded = withDatabaseErrors(answer)

export { guarded as GET, guarded as POST, guarded as PUT, guarded as PATCH, guarded as DELETE }
