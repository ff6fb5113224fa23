import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import {
  normalizePromoCode,
  type PromoCode,
  type PromoPerson,
  promoPersonOf,
  type PromoUses,
  usedUpByPerson,
} from '@/booking/promo'
import { BOOKING_ERRORS } from '@/booking/validation'
import type { Locale } from '@/i18n/locales'
import { fail, type Result } from '@/lib/failure'

import type { BookingCatalog } from './catalog'
import { type QuoteOffer, type QuoteRefusalCode, requestQuote, withPromo } from './quote'
import type { Customer, PromoCode as PromoCodeDoc, Reservation } from '@/payload-types'
import type { SqlSession, TransactionReq } from '@/infra/db'

/**
 * Promo codes on the database: one code looked up by its text, and its uses counted from the
 * reservations that name it. A use is a live booking: a card booking that expired unpaid or was
 * declined (`fail`) or a cancelled one gives its use back by its status alone
 * (docs/decisions/0151-promo-uses-counted.md). A person's uses are the live bookings that share
 * their account, a contact, or the card or wallet that paid (docs/decisions/0177).
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
export async function findPromoCode(
  payload: Payload,
  code: string,
  req?: TransactionReq,
): Promise<StoredPromo | null> {
  const { docs } = await payload.find({
    collection: 'promo-codes',
    where: { code: { equals: code } },
    limit: 1,
    depth: 1,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  const doc = docs[0]
  return doc ? { id: doc.id, code: asPromo(doc) } : null
}

/** The live bookings with the code that the paying card or wallet `fingerprint` paid. */
async function paidWith(
  payload: Payload,
  fingerprint: string,
  req?: TransactionReq,
): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [
        { 'instrument.fingerprint': { equals: fingerprint } },
        { status: { equals: 'paid' } },
        { reservation: { exists: true } },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { reservation: true },
    ...(req ? { req } : {}),
  })
  return docs.flatMap(({ reservation }) =>
    typeof reservation === 'number'
      ? [reservation]
      : reservation && typeof reservation === 'object'
        ? [reservation.id]
        : [],
  )
}

/** What makes an earlier booking the same person's (`PromoPerson`), as a query. */
async function samePerson(
  payload: Payload,
  person: PromoPerson,
  req?: TransactionReq,
): Promise<Where[]> {
  const paid = person.instrument ? await paidWith(payload, person.instrument, req) : []
  return [
    ...(person.customerId === null ? [] : [{ customer: { equals: person.customerId } }]),
    ...(person.emails.length > 0 ? [{ contactEmail: { in: person.emails } }] : []),
    ...(person.phones.length > 0
      ? [{ contactMobile: { in: person.phones } }, { passengerPhone: { in: person.phones } }]
      : []),
    ...(paid.length > 0 ? [{ id: { in: paid } }] : []),
  ]
}

/**
 * The code's live uses, in all and by one person (none: 0), leaving out the booking `except`
 * (the one being paid).
 */
export async function countPromoUses(
  payload: Payload,
  code: string,
  person: PromoPerson | null,
  { req, except }: { req?: TransactionReq; except?: number } = {},
): Promise<PromoUses> {
  const live: Where[] = [
    { promoCode: { equals: code } },
    { status: { not_in: [...RELEASED] } },
    ...(except === undefined ? [] : [{ id: { not_equals: except } }]),
  ]
  const count = async (extra: Where[]) =>
    (
      await payload.count({
        collection: 'reservations',
        where: { and: [...live, ...extra] },
        overrideAccess: true,
        ...(req ? { req } : {}),
      })
    ).totalDocs
  const same = person ? await samePerson(payload, person, req) : []
  return {
    total: await count([]),
    byPerson: same.length === 0 ? 0 : await count([{ or: same }]),
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
 * customer's own uses (their account and contacts) count when they are logged in; the booking
 * counts them again in any case, with every contact it carries.
 */
export async function quoteWithPromo(
  payload: Payload,
  input: Record<string, unknown>,
  catalog: BookingCatalog,
  {
    locale,
    now,
    customer,
  }: {
    locale: Locale
    now: Date
    customer: Pick<Customer, 'id' | 'email' | 'mobile'> | null
  },
): Promise<Result<QuoteOffer, QuoteRefusalCode>> {
  const typed = input.promoCode
  const code = typeof typed === 'string' ? normalizePromoCode(typed) : null
  const quote = requestQuote(input, catalog, { locale, now })
  if (!quote.ok) return quote
  if (code === null) return fail('promo-unknown', BOOKING_ERRORS['promo-unknown'])
  const stored = await findPromoCode(payload, code)
  const person = customer
    ? promoPersonOf({ customerId: customer.id, email: customer.email, mobile: customer.mobile })
    : null
  const uses = stored
    ? await countPromoUses(payload, stored.code.code, person)
    : { total: 0, byPerson: 0 }
  return withPromo(quote.value, { code: stored?.code ?? null, uses }, catalog, { locale, now })
}

/**
 * Whether the money a card or wallet (`instrument`'s fingerprint) just paid for `reservation`
 * would be a use of its promo code beyond what the code allows one person: another live booking
 * with the code shares the account, a contact, or was paid by the same card or wallet
 * (docs/decisions/0177). Only a code with a per-customer limit is counted. Called by the payment
 * operations inside the transaction that would pay the booking: the code's row is locked, so two
 * bookings paid at once with one card take turns and the second sees the first.
 */
export async function promoUsedUpByPayer(
  payload: Payload,
  { session, req }: { session: SqlSession; req: TransactionReq },
  reservation: Pick<
    Reservation,
    | 'id'
    | 'promoCode'
    | 'customer'
    | 'contactEmail'
    | 'contactMobile'
    | 'isAnotherPassengers'
    | 'passengerPhone'
  >,
  { instrument }: { instrument: string | null },
): Promise<boolean> {
  if (!reservation.promoCode) return false
  const stored = await findPromoCode(payload, reservation.promoCode, req)
  if (!stored || stored.code.usesPerCustomer === null) return false
  await lockPromoCode(session, stored.id)
  const customer = reservation.customer
  const person = promoPersonOf({
    customerId:
      typeof customer === 'object' && customer !== null ? customer.id : (customer ?? null),
    email: reservation.contactEmail,
    mobile: reservation.contactMobile,
    passengerPhone: reservation.isAnotherPassengers ? reservation.passengerPhone : null,
    instrument,
  })
  const uses = await countPromoUses(payload, stored.code.code, person, {
    req,
    except: reservation.id,
  })
  return usedUpByPerson(stored.code, uses.byPerson)
}
