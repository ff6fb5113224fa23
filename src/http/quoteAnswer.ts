import { cairoWallTimeToUtc } from '@/booking/cairoTime'
import type { BookingCatalog } from '@/booking/operations/catalog'
import { QUOTE_FIELDS, requestQuote } from '@/booking/operations/quote'
import type { Locale } from '@/i18n/locales'

import { errorBody, httpStatusOf } from './errors'

/**
 * The quote's answer as its Route Handler sends it (status and JSON text).
 *
 * Answers already given are remembered per catalog (a change of the booking data makes a new
 * catalog, so old answers are dropped with it). A price answer depends on the clock only through
 * the lead time: it stays right until `execDate - minLeadHours` (the one-year limits only get
 * easier as time passes), so it is reused until then. Field refusals are not kept: some depend on
 * the clock in both directions. Bounded, oldest first out. This keeps a repeated quote - the
 * booking widget asks again as the customer steps the passengers up and down - at a map lookup.
 */
const MAX_REMEMBERED_ANSWERS = 500
/**
 * `validUntil` (milliseconds since the epoch) is there when the answer was kept: it is given
 * again, for the same question and catalog, until then.
 */
export type QuoteAnswer = { httpStatus: number; json: string; validUntil?: number }
type RememberedAnswer = QuoteAnswer & { validUntil: number }
const rememberedAnswers = new WeakMap<BookingCatalog, Map<string, RememberedAnswer>>()

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The language and the quote's fields, as JSON (a field's type is part of the question). */
function answerKey(locale: Locale, input: Record<string, unknown>): string {
  const parts: unknown[] = [locale]
  for (const field of QUOTE_FIELDS) parts.push(input[field])
  return JSON.stringify(parts)
}

export function quoteAnswer(
  input: unknown,
  catalog: BookingCatalog,
  { locale, now }: { locale: Locale; now: Date },
): QuoteAnswer {
  let answers = rememberedAnswers.get(catalog)
  if (!answers) {
    answers = new Map()
    rememberedAnswers.set(catalog, answers)
  }
  const key = isRecord(input) ? answerKey(locale, input) : null
  const known = key === null ? undefined : answers.get(key)
  if (known && now.getTime() <= known.validUntil) return known

  const result = requestQuote(input, catalog, { locale, now })
  const answer: QuoteAnswer = result.ok
    ? { httpStatus: 200, json: JSON.stringify({ status: true, ...result.value }) }
    : { httpStatus: httpStatusOf(result.code), json: JSON.stringify(errorBody(result, locale)) }
  const refusedField = !result.ok && result.issues !== undefined
  if (key !== null && !refusedField && isRecord(input)) {
    const execAt = cairoWallTimeToUtc(String(input.execDate))
    if (execAt) {
      const remembered: RememberedAnswer = {
        ...answer,
        validUntil: execAt.getTime() - catalog.settings.minLeadHours * 3_600_000,
      }
      answers.delete(key)
      answers.set(key, remembered)
      if (answers.size > MAX_REMEMBERED_ANSWERS) answers.delete(answers.keys().next().value!)
      return remembered
    }
  }
  return answer
}
