import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import { normalizePromoCode, type PromoCode, type PromoUses } from '@/booking/promo'
import { BOOKING_ERRORS } from '@/booking/validation'
import type { Locale } from '@/i18n/locales'
import { fail, type Result } from '@/lib/failure'

import type { BookingCatalog } from './catalog'
import { type QuoteOffer, type QuoteRefusalCode, requestQuote, withPromo } from './quote'
import type { PromoCode as PromoCodeDoc } from '@/payload-types'
import type { SqlSession, TransactionReq } from '@/infra/db'

/**
 * Promo codes on the database: one code looked up by its text, and its uses counted from the
 * reservations that name it. A use is a live booking: a card booking that expired unpaid or was
 * declined (`fail`) or a cancelled one gives its use back by its status alone
 * (docs/decisions/0151-promo-uses-counted.md).
 */

/** Statuses that no longer hold a use of their code. */
const RELEASED = ['fail', 'cancelled'] as const

export type StoredPromo = { id: number; code: PromoCode }

const asPromo = (doc: PromoCodeDoc): PromoCode => ({
  code: doc.code,
  kind: doc.kind,
  percent: doc.percent ?? null,
  amount: doc.amount ?? null,
  regions: (doc.regions ?? []).flatMap((region) =>
    typeof region === 'object' && region !== null ? [region.code] : [],
  ),
  validFrom: doc.validFrom || null,
  validTo: doc.validTo || null,
  totalUses: doc.totalUses ?? null,
  usesPerCustomer: doc.usesPerCustomer ?? null,
  minimumPrice: doc.minimumPrice ?? 0,
  includesExtras: Boolean(doc.includesExtras),
  active: doc.active !== false,
})

/** The code with that (normalized) text, or null. */
export async function findPromoCode(payload: Payload, code: string): Promise<StoredPromo | null> {
  const { docs } = await payload.find({
    collection: 'promo-codes',
    where: { code: { equals: code } },
    limit: 1,
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  const doc = docs[0]
  return doc ? { id: doc.id, code: asPromo(doc) } : null
}

/** The code's live uses, in all and by one customer (none: 0). */
export async function countPromoUses(
  payload: Payload,
  code: string,
  customerId: number | null,
  req?: TransactionReq,
): Promise<PromoUses> {
  const live: Where[] = [{ promoCode: { equals: code } }, { status: { not_in: [...RELEASED] } }]
  const count = async (extra: Where[]) =>
    (
      await payload.count({
        collection: 'reservations',
        where: { and: [...live, ...extra] },
        overrideAccess: true,
        ...(req ? { req } : {}),
      })
    ).totalDocs
  return {
    total: await count([]),
    byCustomer: customerId === null ? 0 : await count([{ customer: { equals: customerId } }]),
  }
}

/**
 * Locks the code's row until the transaction ends: bookings with the same code are made one at a
 * time, so the uses counted after the lock are exact when the booking is inserted.
 */
export async function lockPromoCode(session: SqlSession, id: number): Promise<void> {
  await session.execute(sql`select "id" from "promo_codes" where "id" = ${id} for update`)
}

/**
 * `POST /api/booking/quote` with a `promoCode`: the quote, then the code applied to each car.
 * Not remembered like a plain quote (its uses change): one lookup and two counts per call. The
 * customer's own uses count when they are logged in; the booking counts them again in any case.
 */
export async function quoteWithPromo(
  payload: Payload,
  input: Record<string, unknown>,
  catalog: BookingCatalog,
  { locale, now, customerId }: { locale: Locale; now: Date; customerId: number | null },
): Promise<Result<QuoteOffer, QuoteRefusalCode>> {
  const typed = input.promoCode
  const code = typeof typed === 'string' ? normalizePromoCode(typed) : null
  const quote = requestQuote(input, catalog, { locale, now })
  if (!quote.ok) return quote
  if (code === null) return fail('promo-unknown', BOOKING_ERRORS['promo-unknown'])
  const stored = await findPromoCode(payload, code)
  const uses = stored
    ? await countPromoUses(payload, stored.code.code, customerId)
    : { total: 0, byCustomer: 0 }
  return withPromo(quote.value, { code: stored?.code ?? null, uses }, catalog, { locale, now })
}
