import type { ApiFailure } from './types'

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; failure: ApiFailure | null }

const isFailure = (value: unknown): value is ApiFailure =>
  typeof value === 'object' &&
  value !== null &&
  (value as { status?: unknown }).status === false &&
  typeof (value as { message?: unknown }).message === 'string'

/**
 * One call to the site's JSON API. Never throws: a network failure is `status: 0` and no
 * failure body, which the screens turn into "check your connection".
 */
export async function callApi<T>(
  url: string,
  init: {
    method?: 'GET' | 'POST'
    body?: unknown
    headers?: Record<string, string>
    /** Skip the browser's cache (the session's state, anything sent). */
    fresh?: boolean
  } = {},
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      cache: init.method === 'POST' || init.fresh ? 'no-store' : 'default',
    })
    const data: unknown = await response.json().catch(() => null)
    if (response.ok && data !== null) return { ok: true, status: response.status, data: data as T }
    return { ok: false, status: response.status, failure: isFailure(data) ? data : null }
  } catch {
    return { ok: false, status: 0, failure: null }
  }
}
