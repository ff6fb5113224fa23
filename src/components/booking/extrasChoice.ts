import { extraTotal } from '@/booking/extras'

import type { OfferedExtra, QuotedCar } from './types'

/** The chosen extras of the draft (code -> quantity) that the quote still offers, and their sum. */
export function extrasChoice(
  chosen: Readonly<Record<string, number>>,
  offered: readonly OfferedExtra[],
  legs: number,
): { extras: { code: string; quantity: number; unitPrice: number }[]; total: number } {
  const extras = offered.flatMap((extra) => {
    const quantity = Math.min(chosen[extra.code] ?? 0, extra.maxQuantity)
    return quantity > 0 ? [{ code: extra.code, quantity, unitPrice: extra.unitPrice }] : []
  })
  const byCode = new Map(offered.map((extra) => [extra.code, extra]))
  const total = extras.reduce(
    (sum, { code, quantity }) => sum + extraTotal(byCode.get(code)!, quantity, legs),
    0,
  )
  return { extras, total }
}

/**
 * What the car adds to the chosen extras' total to make the price the booking sends: its price,
 * less the part of a promo code's discount that comes off the extras (which may take it below 0).
 */
export const carShareOf = (car: QuotedCar): number => car.price - (car.promo?.extrasDiscount ?? 0)
