import { simulatorAvailable, simulatorCredentials } from './environment'
import { tokenIsValid } from './store'

/** What a simulator endpoint answers, before it becomes a `Response`. */
export type PaymobAnswer = { status: number; body: unknown }

/** Every answer of the simulator: never cached, never indexed. */
const HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' }

export const jsonResponse = ({ status, body }: PaymobAnswer): Response =>
  Response.json(body, { status, headers: HEADERS })

/** A redirect with a relative or absolute location. */
export const redirectResponse = (location: string, status = 303): Response =>
  new Response(null, { status, headers: { ...HEADERS, location } })

const NOT_FOUND: PaymobAnswer = { status: 404, body: { detail: 'Not found.' } }

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response

/** Wraps a route handler: 404 when the simulator is not available. */
export const simulatorRoute =
  <C>(handler: Handler<C>): Handler<C> =>
  (request, context) =>
    simulatorAvailable() ? handler(request, context) : jsonResponse(NOT_FOUND)

/** The JSON body, or undefined when it is not JSON. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    return undefined
  }
}

/** The body of a JSON or an HTML form request as plain fields. */
export async function formOrJsonBody(
  request: Request,
): Promise<{ fields: Record<string, unknown>; isForm: boolean }> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await request.formData()
    const fields: Record<string, unknown> = {}
    form.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value
    })
    return { fields, isForm: true }
  }
  const body = await jsonBody(request)
  return {
    fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
    isForm: false,
  }
}

export const BAD_JSON: PaymobAnswer = {
  status: 400,
  body: { detail: 'JSON parse error - Expecting value: line 1 column 1 (char 0)' },
}

/**
 * Checks `Authorization` as Paymob's APIs do: `Token <secret key>` (Intention API, refunds) or,
 * where `bearer` is allowed, `Bearer <token>` from `POST /api/auth/tokens` (the older APIs).
 * Null when allowed, otherwise the 401 answer.
 */
export function refusedAuthorization(
  request: Request,
  { bearer = false }: { bearer?: boolean } = {},
): PaymobAnswer | null {
  const header = request.headers.get('authorization')?.trim() ?? ''
  if (!header) {
    return { status: 401, body: { detail: 'Authentication credentials were not provided.' } }
  }
  const [scheme = '', credential = ''] = header.split(/\s+/, 2)
  if (/^token$/i.test(scheme) && credential === simulatorCredentials().secretKey) return null
  if (bearer && /^bearer$/i.test(scheme) && tokenIsValid(credential, Date.now())) return null
  return { status: 401, body: { detail: 'Invalid token.' } }
}
