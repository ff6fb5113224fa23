import type { MessageKey, MessageValues } from '@/i18n/messageKeys'

/**
 * The one error model of the domains: an operation that refuses returns (never throws) what went
 * wrong as a stable `code` (what the API answers as `error`), the catalogue key of the message the
 * person reads, and the message's values. No HTTP status here: `src/http/errors.ts` maps codes
 * to statuses and builds the answer in the caller's language. A throw is a bug.
 */
export type FieldIssue = {
  /** The request's field (dotted for nested ones). */
  field: string
  code: string
  messageKey: MessageKey
  values?: MessageValues
}

export type Failure<Code extends string = string> = {
  ok: false
  code: Code
  messageKey: MessageKey
  values?: MessageValues
  /** Seconds before the same request may succeed (rate limits). */
  retryAfter?: number
  /** Every refused field of a form, when there are several. */
  issues?: readonly FieldIssue[]
  /** The stored reservation the refusal is about (`duplicate-booking`: the earlier booking). */
  reservationNumber?: string
}

export type Result<T, Code extends string = string> = { ok: true; value: T } | Failure<Code>

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value })

export function fail<Code extends string>(
  code: Code,
  messageKey: MessageKey,
  extra: Partial<Pick<Failure, 'values' | 'retryAfter' | 'issues' | 'reservationNumber'>> = {},
): Failure<Code> {
  return { ok: false, code, messageKey, ...extra }
}

/**
 * The API code of a catalogue key: its last segment in kebab case
 * (`account.errors.phoneInvalid` -> `phone-invalid`).
 */
export function codeOfMessageKey(key: string): string {
  const last = key.slice(key.lastIndexOf('.') + 1)
  return last.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}
