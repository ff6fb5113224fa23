import * as z from 'zod/mini'

import { isPiasters, type Piasters } from './money'

/**
 * Priced extras (issue 32 item 4; decision 0130): what an admin offers per region beside the car
 * (a child seat, a name sign ...), chosen by the customer after the car and priced here, on the
 * server. A price sent by the client is only compared with these answers.
 */

export const EXTRA_KINDS = [
  'child-seat',
  'booster-seat',
  'name-sign',
  'extra-stop',
  'extra-luggage',
] as const
export type ExtraKind = (typeof EXTRA_KINDS)[number]

/**
 * Kinds needed again on every leg of a round trip (a seat is fitted in each car, a sign is held at
 * each pickup, the bags ride both ways): priced once per leg. An extra stop is a stop on one leg,
 * so it is priced once per booking (decision 0130).
 */
const PER_LEG_KINDS: ReadonlySet<ExtraKind> = new Set([
  'child-seat',
  'booster-seat',
  'name-sign',
  'extra-luggage',
])
export const isPerLeg = (kind: ExtraKind) => PER_LEG_KINDS.has(kind)

/** The most of one extra any admin may allow (and the request's sanity bound). */
export const MAX_EXTRA_QUANTITY = 20

/** An extra as the booking sees it: active, in a region, its unit price in piasters (may be 0). */
export type ExtraOption = {
  code: string
  kind: ExtraKind
  regionCode: string
  names: { en: string; ar: string }
  unitPrice: Piasters
  maxQuantity: number
  order: number
}

/** One priced line of a booking, as kept in the reservation's price snapshot. */
export type ExtraLine = {
  code: string
  kind: ExtraKind
  nameEn: string
  nameAr: string
  unitPrice: Piasters
  quantity: number
  /** How many times the line is charged per unit: the trip's legs for a per-leg kind, else 1. */
  legs: number
  /** unitPrice x quantity x legs. */
  total: Piasters
}

/** The request's refusal of a malformed `extras` (validation.ts's code of the same name). */
const INVALID = 'extras-invalid'

/** What the client sends: an extra by code, how many, and (optionally) the unit price it showed. */
const chosenExtra = z.object(
  {
    code: z
      .string({ error: INVALID })
      .check(z.trim(), z.minLength(1, INVALID), z.maxLength(100, INVALID)),
    quantity: z
      .int({ error: INVALID })
      .check(z.gte(1, INVALID), z.lte(MAX_EXTRA_QUANTITY, INVALID)),
    unitPrice: z.optional(
      z.int({ error: INVALID }).check(z.gte(0, INVALID), z.lte(Number.MAX_SAFE_INTEGER, INVALID)),
    ),
  },
  { error: INVALID },
)
export type ChosenExtra = z.output<typeof chosenExtra>

/** The request's `extras`: absent or null is none; a short list (each extra at most once). */
export const chosenExtrasSchema = z.pipe(
  z.nullish(
    z.array(chosenExtra, { error: INVALID }).check(z.maxLength(EXTRA_KINDS.length * 4, INVALID)),
  ),
  z.transform((value) => value ?? []),
)

/** The extras a trip in `regionCode` may have, in their order. */
export function extrasOfRegion(options: readonly ExtraOption[], regionCode: string): ExtraOption[] {
  return options
    .filter((option) => option.regionCode === regionCode)
    .sort((a, b) => a.order - b.order || a.code.localeCompare(b.code))
}

/** The price of `quantity` of one extra on a trip of `legs` legs. */
export const extraTotal = (
  option: Pick<ExtraOption, 'unitPrice' | 'kind'>,
  quantity: number,
  legs: number,
) => option.unitPrice * quantity * (isPerLeg(option.kind) ? legs : 1)

export type ExtrasPricing =
  | { ok: true; lines: ExtraLine[]; total: Piasters }
  /**
   * `extras-invalid`: unknown, inactive, of another region, repeated or a quantity outside
   * 1..max; `price-invalid`: a unit price the client showed that is not the server's.
   */
  | { ok: false; code: 'extras-invalid' | 'price-invalid'; extraCode: string | null }

/**
 * Prices the chosen extras for a trip in `regionCode` with `legs` legs (1 or 2), from the active
 * extras `options`. Each extra once; its quantity 1..its maximum.
 */
export function priceExtras(
  chosen: readonly ChosenExtra[],
  options: readonly ExtraOption[],
  { regionCode, legs }: { regionCode: string; legs: number },
): ExtrasPricing {
  const offered = new Map(
    extrasOfRegion(options, regionCode).map((option) => [option.code, option]),
  )
  const seen = new Set<string>()
  const lines: ExtraLine[] = []
  for (const { code, quantity, unitPrice } of chosen) {
    const option = offered.get(code)
    if (!option || seen.has(code) || quantity < 1 || quantity > option.maxQuantity) {
      return { ok: false, code: 'extras-invalid', extraCode: code }
    }
    seen.add(code)
    if (unitPrice !== undefined && unitPrice !== option.unitPrice) {
      return { ok: false, code: 'price-invalid', extraCode: code }
    }
    const times = isPerLeg(option.kind) ? legs : 1
    lines.push({
      code,
      kind: option.kind,
      nameEn: option.names.en,
      nameAr: option.names.ar,
      unitPrice: option.unitPrice,
      quantity,
      legs: times,
      total: option.unitPrice * quantity * times,
    })
  }
  // The lines in the region's order, whatever order the client sent them in.
  const rank = new Map([...offered.keys()].map((code, index) => [code, index]))
  lines.sort((a, b) => rank.get(a.code)! - rank.get(b.code)!)
  const total = lines.reduce((sum, line) => sum + line.total, 0)
  return { ok: true, lines, total }
}

const isKind = (value: unknown): value is ExtraKind =>
  typeof value === 'string' && (EXTRA_KINDS as readonly string[]).includes(value)

const snapshotLine = z.object({
  code: z.string(),
  kind: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  legs: z.number(),
  total: z.number(),
})

/**
 * The extras lines of a stored price snapshot (none when it has none or is not one): what the
 * confirmation, the voucher, the messages and the desk read.
 */
export function extrasOfSnapshot(snapshot: unknown): ExtraLine[] {
  if (typeof snapshot !== 'object' || snapshot === null) return []
  const parsed = z.array(snapshotLine).safeParse((snapshot as { extras?: unknown }).extras)
  if (!parsed.success) return []
  return parsed.data.flatMap((line) =>
    isKind(line.kind) && isPiasters(line.unitPrice) && isPiasters(line.total)
      ? [{ ...line, kind: line.kind }]
      : [],
  )
}
