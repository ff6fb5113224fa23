/**
 * The browser's one client of the site's JSON API (docs/api.md): JSON in and out, the session's
 * cookie, an `Idempotency-Key` where a request must not be repeated, and every refusal as
 * `{status: false, error, message, issues?, retryAfter?}` read into an `ApiFailure` whose `code`
 * the screens decide on. Never throws; never tells the HTTP status, so that nothing branches on it.
 */

/** One refused field: the payload's field name (dotted for nested ones), its code and message. */
export type ApiIssue = { field: string; code: string; message: string }

/** A refusal of the API. */
export type ApiFailure = {
  /** The stable `error` code: what a screen decides on. */
  code: string
  /** In the caller's language, ready to show. */
  message: string
  /** Every refused field, when the API lists them (`issues`: the booking and its quote). */
  issues: ApiIssue[]
  /** Each refused field's message, by field (`fields`: the contact form). */
  fields?: Record<string, string>
  /** Seconds before the same request may succeed. */
  retryAfter?: number
  /** The stored reservation the refusal is about (`duplicate-booking`: the earlier one). */
  reservationNumber?: string
}

/**
 * The answer of one call. `failure` is null when no answer came (offline) or the answer was not
 * the API's JSON: the one case a screen treats generically ("check your connection").
 */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure | null }

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PATCH'
  /** Sent as JSON. */
  body?: unknown
  /** Sent as the `Idempotency-Key` header: the same key makes the same request only once. */
  idempotencyKey?: string
  /** Skip the browser's cache for a GET (the session's state). Other methods always skip it. */
  fresh?: boolean
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isIssue = (value: unknown): value is { field: string; error?: unknown; message: string } =>
  isObject(value) && typeof value.field === 'string' && typeof value.message === 'string'

/** The failure an error body describes, or null when the body is not the API's error shape. */
function failureOf(body: unknown): ApiFailure | null {
  if (!isObject(body) || body.status !== false || typeof body.message !== 'string') return null
  const issues = Array.isArray(body.issues) ? body.issues.filter(isIssue) : []
  const fields = isObject(body.fields)
    ? Object.fromEntries(
        Object.entries(body.fields).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : undefined
  return {
    code: typeof body.error === 'string' ? body.error : 'unknown',
    message: body.message,
    issues: issues.map((issue) => ({
      field: issue.field,
      code: typeof issue.error === 'string' ? issue.error : 'unknown',
      message: issue.message,
    })),
    ...(fields ? { fields } : {}),
    ...(typeof body.retryAfter === 'number' ? { retryAfter: body.retryAfter } : {}),
    ...(typeof body.reservationNumber === 'string'
      ? { reservationNumber: body.reservationNumber }
      : {}),
  }
}

/** One call to the site's JSON API. */
export async function callApi<T>(url: string, request: ApiRequest = {}): Promise<ApiResult<T>> {
  const method = request.method ?? 'GET'
  try {
    const response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.idempotencyKey ? { 'Idempotency-Key': request.idempotencyKey } : {}),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
      cache: method !== 'GET' || request.fresh ? 'no-store' : 'default',
    })
    const data: unknown = await response.json().catch(() => null)
    if (response.ok && data !== null) return { ok: true, data: data as T }
    return { ok: false, failure: failureOf(data) }
  } catch {
    return { ok: false, failure: null }
  }
}

/** The codes of "too many, too soon": the same request may succeed after `retryAfter` seconds. */
const WAIT_CODES: ReadonlySet<string> = new Set([
  'rate-limited',
  'resend-too-soon',
  'try-again-later',
])

/** How long a refusal asks to wait before trying again, in seconds (0: no wait). */
export const secondsToWait = (failure: Pick<ApiFailure, 'code' | 'retryAfter'> | null): number =>
  failure && WAIT_CODES.has(failure.code) ? (failure.retryAfter ?? 0) : 0

/** A fresh key for one attempt of a request (a UUID; random bytes where randomUUID is missing). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
