import { utcToCairoWallTime } from './cairoTime'
import { isPiasters, MINIMUM_CHARGE, type Piasters, PIASTERS_PER_POUND } from './money'

/**
 * Promo codes (decisions.md "Beyond the spec: customers"; docs/decisions/0150-promo-codes.md):
 * whether a code applies to a trip, and the discount it gives, in piasters. Plain TypeScript:
 * the booking and the quote look the code up and count its uses, and ask this module.
 */

export const PROMO_KINDS = ['percent', 'fixed'] as const
export type PromoKind = (typeof PROMO_KINDS)[number]

/** Longest code accepted anywhere (the form, the API, the back office). */
export const PROMO_CODE_MAX_LENGTH = 32
const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/

/**
 * A code as typed to its stored form: trimmed and upper-cased (codes are case-insensitive), or
 * null when it cannot be a code at all (empty, too long, other characters).
 */
export function normalizePromoCode(input: string): string | null {
  const code = input.trim().toUpperCase()
  if (code.length === 0 || code.length > PROMO_CODE_MAX_LENGTH) return null
  return PROMO_CODE_PATTERN.test(code) ? code : null
}

/** A promo code as the admin set it up. */
export type PromoCode = {
  code: string
  kind: PromoKind
  /** For `percent`: 1-100, whole percent. */
  percent: number | null
  /** For `fixed`: the amount off in piasters. */
  amount: Piasters | null
  /** Region codes the code is good for; empty: every region. */
  regions: readonly string[]
  /** First and last Cairo calendar day the code can be used ('YYYY-MM-DD', both included). */
  validFrom: string | null
  validTo: string | null
  /** How many bookings may use it in all, and per customer; null: no limit. */
  totalUses: number | null
  usesPerCustomer: number | null
  /** The least price (before the discount, of what the code discounts) it needs, in piasters. */
  minimumPrice: Piasters
  /** Whether the extras are discounted too (default: only the car). */
  includesExtras: boolean
  active: boolean
}

/** What the code is weighed against: the trip's prices, regions and the moment of booking. */
export type PromoTrip = {
  /** The car for the whole trip. */
  carTotal: Piasters
  /** The priced extras (0 until the booking has extras). */
  extrasTotal: Piasters
  /** The region of every leg. */
  regionCodes: readonly string[]
  now: Date
}

/**
 * Uses counted at the database: live bookings with the code, in all and by this person (any
 * booking sharing an account, a contact or the paying card or wallet: `PromoPerson`).
 */
export type PromoUses = { total: number; byPerson: number }

/**
 * Who uses a code, as the booking knows them (decisions.md "Promo codes", docs/decisions/0177):
 * the account, every contact the booking carries (the customer's email and mobile, the
 * passenger's phone) and, once a payment names it, the paying card or wallet. An earlier live
 * booking with the code that shares any one of these is a use by the same person: an invented
 * email does not make a new customer.
 */
export type PromoPerson = {
  customerId: number | null
  /** Lower case. */
  emails: string[]
  /** E.164, as the accounts and the booking store them. */
  phones: string[]
  /** The paying card's or wallet's fingerprint (`src/payments/instrument.ts`), once paid. */
  instrument: string | null
}

/** The person of a booking: its contacts, each once, empty ones left out. */
export function promoPersonOf(facts: {
  customerId: number | null
  email?: string | null
  mobile?: string | null
  passengerPhone?: string | null
  instrument?: string | null
}): PromoPerson {
  const some = (values: (string | null | undefined)[]) => [
    ...new Set(values.flatMap((value) => (value && value.trim() ? [value.trim()] : []))),
  ]
  return {
    customerId: facts.customerId,
    emails: some([facts.email?.toLowerCase()]),
    phones: some([facts.mobile, facts.passengerPhone]),
    instrument: facts.instrument?.trim() || null,
  }
}

/** Whether the person has used the code as often as it allows (its per-customer limit). */
export const usedUpByPerson = (code: Pick<PromoCode, 'usesPerCustomer'>, byPerson: number) =>
  code.usesPerCustomer !== null && byPerson >= code.usesPerCustomer

export const PROMO_REFUSALS = [
  'promo-unknown',
  'promo-expired',
  'promo-region',
  'promo-minimum',
  'promo-used-up',
  'promo-used-by-you',
] as const
export type PromoRefusal = (typeof PROMO_REFUSALS)[number]

/** The discount as the reservation's price snapshot keeps it (its `promo` section). */
export type PromoDiscount = {
  code: string
  kind: PromoKind
  percent: number | null
  amount: Piasters | null
  includesExtras: boolean
  /** What the code was applied to (the car, plus the extras when the code says). */
  discountedBase: Piasters
  discount: Piasters
  /** Car and extras before the discount, and after it (what the customer pays). */
  priceBefore: Piasters
  priceAfter: Piasters
  /**
   * Part of `discount`: what the code would have left to pay under `MINIMUM_CHARGE`, waived so
   * that the booking is free rather than a charge the gateway cannot take (0 otherwise).
   */
  waived: Piasters
}

export type PromoOutcome =
  | { ok: true; discount: PromoDiscount }
  | { ok: false; refusal: PromoRefusal; values: Record<string, string | number> }

/** The Cairo calendar day of an instant ('YYYY-MM-DD'). */
export const cairoDay = (instant: Date): string => utcToCairoWallTime(instant).slice(0, 10)

/**
 * The amount off `base`: a percent rounds down to whole piasters (the discount never exceeds the
 * stated percent); a fixed amount is never more than the base. Never below zero.
 */
export function discountOf(code: Pick<PromoCode, 'kind' | 'percent' | 'amount'>, base: Piasters) {
  if (!isPiasters(base) || base <= 0) return 0
  if (code.kind === 'percent') {
    const percent = Math.min(100, Math.max(0, Math.trunc(code.percent ?? 0)))
    return Math.floor((base * percent) / 100)
  }
  const amount = isPiasters(code.amount) ? code.amount : 0
  return Math.min(Math.max(0, amount), base)
}

/**
 * A discount that never leaves less than `MINIMUM_CHARGE` to pay, unless it leaves nothing
 * (docs/decisions/0176). Under the least charge, what is left is waived when the code discounts
 * all of it (the booking becomes complimentary); when part of it is something the code does not
 * discount (the extras), the discount gives way so that the least charge is paid.
 */
export function leastCharge(
  priceBefore: Piasters,
  discountedBase: Piasters,
  discount: Piasters,
): { discount: Piasters; waived: Piasters } {
  const left = priceBefore - discount
  if (left <= 0 || left >= MINIMUM_CHARGE) return { discount, waived: 0 }
  if (priceBefore === discountedBase) return { discount: priceBefore, waived: left }
  return { discount: Math.max(0, priceBefore - MINIMUM_CHARGE), waived: 0 }
}

/**
 * Whether `code` applies to `trip` (active, today in Cairo within its days, every leg in its
 * regions, the price at its minimum, uses left), and the discount when it does. The checks run
 * in that order, so the first refusal is the one the customer can do least about.
 */
export function applyPromo(code: PromoCode, trip: PromoTrip, uses?: PromoUses): PromoOutcome {
  const refuse = (refusal: PromoRefusal, values: Record<string, string | number> = {}) =>
    ({ ok: false, refusal, values }) as const
  if (!code.active) return refuse('promo-unknown')
  const today = cairoDay(trip.now)
  if ((code.validFrom && today < code.validFrom) || (code.validTo && today > code.validTo)) {
    return refuse('promo-expired')
  }
  if (
    code.regions.length > 0 &&
    !trip.regionCodes.every((region) => code.regions.includes(region))
  ) {
    return refuse('promo-region')
  }
  const extras = code.includesExtras ? trip.extrasTotal : 0
  const discountedBase = trip.carTotal + extras
  if (discountedBase < code.minimumPrice) {
    // In pounds: the message reads "at least {minimum} EGP".
    return refuse('promo-minimum', { minimum: code.minimumPrice / PIASTERS_PER_POUND })
  }
  if (uses && code.totalUses !== null && uses.total >= code.totalUses)
    return refuse('promo-used-up')
  if (uses && usedUpByPerson(code, uses.byPerson)) return refuse('promo-used-by-you')
  const priceBefore = trip.carTotal + trip.extrasTotal
  const { discount, waived } = leastCharge(
    priceBefore,
    discountedBase,
    discountOf(code, discountedBase),
  )
  return {
    ok: true,
    discount: {
      code: code.code,
      kind: code.kind,
      percent: code.kind === 'percent' ? code.percent : null,
      amount: code.kind === 'fixed' ? code.amount : null,
      includesExtras: code.includesExtras,
      discountedBase,
      discount,
      priceBefore,
      priceAfter: priceBefore - discount,
      waived,
    },
  }
}
