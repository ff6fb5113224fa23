import { requestLocale } from '@/server/request'
import { apiError } from '@/server/responses'

/** Unknown API paths answer a JSON 404 instead of an HTML page. */
function notFound(request: Request) {
  return apiError(requestLocale(request), 'not-found', 'errors.notFoundText')
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
