import { utcToCairoWallTime } from './cairoTime'
import { isPiasters, type Piasters, PIASTERS_PER_POUND } from './money'

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

/** Uses counted at the database: live bookings with the code, in all and by this customer. */
export type PromoUses = { total: number; byCustomer: number }

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
  if (uses && code.usesPerCustomer !== null && uses.byCustomer >= code.usesPerCustomer) {
    return refuse('promo-used-by-you')
  }
  const discount = discountOf(code, discountedBase)
  const priceBefore = trip.carTotal + trip.extrasTotal
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
    },
  }
}
