import { getPayload, type SanitizedConfig } from 'payload'

import { isStaffUser } from '@/access/roles'

import { withPayloadOutage } from './databaseErrors'
import { GRAPHQL_LIMITS, GRAPHQL_STAFF_ONLY, graphQLQueryRefusal } from './graphqlGuard'

const refusal = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/** The body's `query` and `variables`, when the body is the JSON object GraphQL expects. */
function queryOf(text: string): { query: string; variables?: Record<string, unknown> } | null {
  try {
    const body = JSON.parse(text) as unknown
    if (!body || typeof body !== 'object' || Array.isArray(body)) return null
    const { query, variables } = body as { query?: unknown; variables?: unknown }
    if (typeof query !== 'string') return null
    const plain = variables && typeof variables === 'object' && !Array.isArray(variables)
    return { query, variables: plain ? (variables as Record<string, unknown>) : undefined }
  } catch {
    return null
  }
}

/**
 * Payload's GraphQL route for staff only (issue 29, item 9): the site's pages and Payload's admin
 * use REST, so anyone else (anonymous callers, customers) is answered 403 before the body is
 * read; a staff query longer, deeper, wider (aliases) or returning more documents than
 * `GRAPHQL_LIMITS`, or with a fragment cycle, is answered 400 before Payload parses it. Payload's
 * own validation rule (`graphQLGuardRule`, in the config) says the same again.
 */
export function staffGraphQL(
  config: Promise<SanitizedConfig>,
  handler: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return withPayloadOutage(async (request: Request) => {
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: request.headers })
    if (!isStaffUser(user)) return refusal(403, GRAPHQL_STAFF_ONLY)
    const declared = Number(request.headers.get('content-length') ?? 0)
    // JSON escapes can make the body up to 6 times the query's length.
    const maxBody = GRAPHQL_LIMITS.maxQueryChars * 6
    if (declared > maxBody) return refusal(413, 'The request body is too large.')
    const text = await request.clone().text()
    if (text.length > maxBody) return refusal(413, 'The request body is too large.')
    const body = queryOf(text)
    const refused = body ? graphQLQueryRefusal(body.query, body.variables) : undefined
    if (refused) return refusal(400, refused)
    return handler(request)
  })
}
