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

/** The largest body the card page's posts are read to (a card form is a few hundred bytes). */
const FORM_BODY_LIMIT = 16 * 1024

const MALFORMED_FORM: PaymobAnswer = {
  status: 400,
  body: {
    detail:
      'The form could not be read: the body is not a complete multipart/form-data (with its boundary) or urlencoded form.',
  },
}

const FORM_TOO_LARGE: PaymobAnswer = {
  status: 413,
  body: { detail: `The form is larger than ${FORM_BODY_LIMIT} bytes.` },
}

/** The body's bytes, at most `limit` (null when larger), or undefined when it cannot be read. */
async function bodyBytes(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null | undefined> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) return null
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => undefined)
        return null
      }
      chunks.push(value)
    }
  } catch {
    return undefined
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * The body of a JSON or an HTML form request as plain fields, or the 4xx answer to a form that
 * cannot be read (cut short, no boundary, too large): never a thrown error, so never a 500.
 */
async function formOrJsonBody(
  request: Request,
): Promise<
  | { ok: true; fields: Record<string, unknown>; isForm: boolean }
  | { ok: false; answer: PaymobAnswer }
> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const bytes = await bodyBytes(request, FORM_BODY_LIMIT)
    if (bytes === null) return { ok: false, answer: FORM_TOO_LARGE }
    if (bytes === undefined) return { ok: false, answer: MALFORMED_FORM }
    let form: FormData
    try {
      form = await new Response(bytes, { headers: { 'content-type': type } }).formData()
    } catch {
      return { ok: false, answer: MALFORMED_FORM }
    }
    const fields: Record<string, unknown> = {}
    form.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value
    })
    return { ok: true, fields, isForm: true }
  }
  const body = await jsonBody(request)
  return {
    ok: true,
    fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
    isForm: false,
  }
}

/**
 * The 400 answer to a form without the hidden fields the simulator's own page always sends (a
 * post made by hand: an empty form, a `_payload` field of another API); null when they are there.
 */
function missingFormFields(
  fields: Record<string, unknown>,
  names: readonly string[],
): PaymobAnswer | null {
  const missing = names.filter((name) => typeof fields[name] !== 'string' || fields[name] === '')
  if (missing.length === 0) return null
  return {
    status: 400,
    body: { detail: `The form lacks the card page's fields: ${missing.join(', ')}.` },
  }
}

/** A checkout page's post, read: its text fields, how it came, and the page's language. */
export type CheckoutPost = {
  /** A field's text, '' when absent or not text. */
  field: (name: string) => string
  /** A plain HTML form (no script): the answer is a 303 to the next page. */
  isForm: boolean
  language: 'en' | 'ar'
}

/**
 * The prologue of every checkout post (card, 3-D Secure, wallet, wallet code): the body read as a
 * form or JSON, a plain form's hidden fields required; or the 4xx `Response` refusing it.
 */
export async function checkoutPost(
  request: Request,
  hiddenFields: readonly string[],
): Promise<{ ok: true; post: CheckoutPost } | { ok: false; response: Response }> {
  const body = await formOrJsonBody(request)
  if (!body.ok) return { ok: false, response: jsonResponse(body.answer) }
  const { fields, isForm } = body
  const lacking = isForm ? missingFormFields(fields, hiddenFields) : null
  if (lacking) return { ok: false, response: jsonResponse(lacking) }
  const field = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '')
  const language = field('lang') === 'ar' ? 'ar' : 'en'
  return { ok: true, post: { field, isForm, language } }
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
