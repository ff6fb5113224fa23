import type { Locale } from '@/i18n/locales'
import type { MessageKey, MessageValues } from '@/i18n/messages'

import type { ExtraLine } from './extras'
import { formatPiasters, isPiasters, type Piasters } from './money'

/**
 * The price told line by line (issue 44 item 3; decision 0181): the car, each extra (a free one
 * as free), the promo code's discount and the total, so that the lines always add up. The
 * checkout, the success screen, the booking pages, the emails and the voucher all read these
 * lines and only lay them out: no screen adds the extras or takes the discount off on its own.
 */

/** An extra as the breakdown reads it: a priced line of the snapshot, or of the checkout. */
export type BreakdownExtra = Pick<ExtraLine, 'nameEn' | 'nameAr' | 'quantity' | 'total'> & {
  /** How many legs it is charged on (2: each way of a round trip); 1 when unknown. */
  legs?: number
}

/** What a price is made of: the car for the whole trip, the extras, and a promo code. */
export type PriceFacts = {
  /** The car's price for the whole trip, before any discount. */
  car: Piasters
  /** The car's name in both languages (its line reads "Car (Hyundai H1)"). */
  carNames: { en: string; ar: string }
  roundTrip: boolean
  extras: readonly BreakdownExtra[]
  /** The promo code and what it takes off (the car, and the extras when the code says). */
  promo: { code: string; discount: Piasters } | null
}

export type PriceLineKind = 'car' | 'extra' | 'discount' | 'total'

/**
 * One line: what it is, its amount in piasters (a discount's as a positive amount taken off),
 * and its label as a catalogue key with its values. The car's or an extra's name is given in both
 * languages (`names`): the reader's is put in the label's `name` value.
 */
export type PriceLine = {
  kind: PriceLineKind
  amount: Piasters
  key: MessageKey
  values: Record<string, string | number>
  names?: { en: string; ar: string }
}

const K = 'priceBreakdown' as const

/** The lines of a price: the car, each extra in the order given, the discount if any, the total. */
export function priceBreakdown(facts: PriceFacts): PriceLine[] {
  const lines: PriceLine[] = [
    {
      kind: 'car',
      amount: facts.car,
      key: facts.roundTrip ? `${K}.carRoundTrip` : `${K}.car`,
      values: {},
      names: facts.carNames,
    },
  ]
  for (const extra of facts.extras) {
    lines.push({
      kind: 'extra',
      amount: extra.total,
      key: (extra.legs ?? 1) > 1 ? `${K}.extraBothWays` : `${K}.extra`,
      values: { count: extra.quantity },
      names: { en: extra.nameEn, ar: extra.nameAr },
    })
  }
  const discount = facts.promo ? Math.min(facts.promo.discount, subtotalOf(facts)) : 0
  if (facts.promo && discount > 0) {
    lines.push({
      kind: 'discount',
      amount: discount,
      key: `${K}.discount`,
      values: { code: facts.promo.code },
    })
  }
  lines.push({ kind: 'total', amount: subtotalOf(facts) - discount, key: `${K}.total`, values: {} })
  return lines
}

const subtotalOf = (facts: PriceFacts) =>
  facts.extras.reduce((sum, extra) => sum + extra.total, facts.car)

/** The total of a breakdown: what the customer pays. */
export const totalOf = (lines: readonly PriceLine[]): Piasters =>
  lines.find((line) => line.kind === 'total')?.amount ?? 0

/**
 * The breakdown of a booking as kept: its `price` (what the customer pays, after any discount)
 * is the total; the car is what is left of it once the extras are taken out and the discount
 * given back, so the lines add up to what was charged. Without a sensible car amount (a price
 * edited below the extras), the total alone.
 */
export function bookedBreakdown(booked: {
  price: Piasters
  carNames: { en: string; ar: string }
  roundTrip: boolean
  extras: readonly BreakdownExtra[]
  promo: { code: string; discount: Piasters } | null
}): PriceLine[] {
  const discount = booked.promo?.discount ?? 0
  const car = booked.extras.reduce((rest, extra) => rest - extra.total, booked.price + discount)
  if (!isPiasters(car)) {
    return [{ kind: 'total', amount: booked.price, key: `${K}.total`, values: {} }]
  }
  return priceBreakdown({
    car,
    carNames: booked.carNames,
    roundTrip: booked.roundTrip,
    extras: booked.extras,
    promo: booked.promo,
  })
}

/** A line as a reader sees it: its kind, its label and its amount, in their language. */
export type PriceRow = { kind: PriceLineKind; label: string; amount: string }

/**
 * The lines as text in `locale`: an extra at no cost reads "Free", a discount "−EGP 48". The
 * web screens, the emails and the voucher lay these rows out, each in its own way.
 */
export function priceRows(
  lines: readonly PriceLine[],
  locale: Locale,
  translate: (locale: Locale, key: MessageKey, values?: MessageValues) => string,
): PriceRow[] {
  return lines.map((line) => {
    const values = line.names ? { ...line.values, name: line.names[locale] } : line.values
    const money = formatPiasters(line.amount, locale)
    return {
      kind: line.kind,
      label: translate(locale, line.key, values as MessageValues),
      amount:
        line.kind === 'extra' && line.amount === 0
          ? translate(locale, `${K}.free`)
          : line.kind === 'discount'
            ? `−${money}`
            : money,
    }
  })
}
