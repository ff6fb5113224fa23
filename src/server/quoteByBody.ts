import type { BookingCatalog } from '@/booking/operations/catalog'
import type { Locale } from '@/i18n/locales'
import { parseBoundedJson } from '@/lib/boundedJson'

import { quoteAnswer } from './quoteAnswer'

/**
 * The quote's answer to a request body as the production server's direct path
 * (`quoteDirect.ts`) receives it: the body's bytes, the caller's language and the catalog.
 *
 * The booking widget sends the very same body again and again (it asks once more whenever the
 * customer steps the passengers up and down, or comes back to the step), so the answers
 * `quoteAnswer` keeps are remembered here too, by the body's exact bytes: a body seen before is
 * answered without parsing its JSON or building `quoteAnswer`'s key. The rules are
 * `quoteAnswer`'s own, since only what it kept is remembered, with the validity it gave: until
 * `execDate - minLeadHours`, for the catalog it was computed with (another catalog, after an
 * editor's change or the periodic reload, starts empty), never a refusal of a field. A body that
 * differs by a single byte, or another language, is another entry. Bounded per language, oldest
 * out; bodies longer than any real quote are not remembered (so a few big ones cannot hold much
 * memory).
 */

export type BodyAnswer = {
  httpStatus: number
  json: string
  /**
   * The JSON as UTF-8, made once: an answer given again leaves as these bytes (the text has
   * Arabic in it, so encoding it again would cost every answer a copy and a conversion).
   */
  bytes: Buffer
}
type KeptAnswer = BodyAnswer & { validUntil: number }

const MAX_KEPT_PER_LANGUAGE = 500
/** A quote's body is about 200 bytes; longer ones are answered but not kept. */
const MAX_KEPT_BODY_BYTES = 1024

let keptFor: BookingCatalog | undefined
const kept: Record<Locale, Map<string, KeptAnswer>> = { en: new Map(), ar: new Map() }

/**
 * The answer to `body` (the request's bytes) in `locale` at `now` (milliseconds since the
 * epoch); `undefined` when the body is not JSON (or nests too deep): the caller refuses it.
 * Throws only what `quoteAnswer` throws.
 */
export function answerQuoteBody(
  body: Buffer,
  catalog: BookingCatalog,
  locale: Locale,
  now: number,
): BodyAnswer | undefined {
  if (catalog !== keptFor) {
    keptFor = catalog
    kept.en.clear()
    kept.ar.clear()
  }
  const answers = kept[locale]
  // latin1 maps each byte to one character: equal keys are equal bytes.
  const key = body.length <= MAX_KEPT_BODY_BYTES ? body.toString('latin1') : undefined
  if (key !== undefined) {
    const known = answers.get(key)
    if (known && now <= known.validUntil) return known
  }

  const parsed = parseBoundedJson(body.toString('utf8'))
  if (!parsed) return undefined
  const answer = quoteAnswer(parsed.value, catalog, { locale, now: new Date(now) })
  const result: BodyAnswer = {
    httpStatus: answer.httpStatus,
    json: answer.json,
    bytes: Buffer.from(answer.json),
  }
  if (key === undefined) return result
  answers.delete(key)
  if (answer.validUntil === undefined) return result
  const keep: KeptAnswer = { ...result, validUntil: answer.validUntil }
  answers.set(key, keep)
  if (answers.size > MAX_KEPT_PER_LANGUAGE) answers.delete(answers.keys().next().value!)
  return keep
}
