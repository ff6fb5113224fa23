import { NextResponse } from 'next/server'

import type { Locale } from '@/i18n/locales'
import { type Failure, fail, type Result } from '@/lib/failure'

import { errorBody, httpStatusOf } from './errors'

/** The error answer of a failure: its status from the table, `Retry-After` when it has one. */
export function errorResponse(
  failure: Failure,
  locale: Locale,
  headers: Record<string, string> = {},
): NextResponse {
  const response = NextResponse.json(errorBody(failure, locale), {
    status: httpStatusOf(failure.code),
    headers,
  })
  if (failure.retryAfter !== undefined) {
    response.headers.set('Retry-After', String(failure.retryAfter))
  }
  return response
}

/** A failure made at the edge itself (a missing header, a bad query), answered at once. */
export const apiError = (locale: Locale, ...failure: Parameters<typeof fail>): NextResponse =>
  errorResponse(fail(...failure), locale)

type SuccessOptions = { status?: number; headers?: Record<string, string> }

/**
 * An operation's result as the answer: a success through `body` (200 unless `status` says
 * otherwise), a failure through `errorResponse`.
 */
export function toResponse<T>(
  result: Result<T>,
  locale: Locale,
  body: (value: T) => unknown,
  { status = 200, headers = {} }: SuccessOptions = {},
): NextResponse {
  if (!result.ok) return errorResponse(result, locale, headers)
  return NextResponse.json(body(result.value), { status, headers })
}
