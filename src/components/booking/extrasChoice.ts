import { extraTotal, isPerLeg } from '@/booking/extras'
import { type BreakdownExtra, type PriceLine, priceBreakdown } from '@/booking/priceBreakdown'
import type { TripType } from '@/booking/trip'

import type { OfferedExtra, QuotedCar } from './types'

/**
 * The chosen extras of the draft (code -> quantity) that the quote still offers: as the booking
 * sends them, and as the price lists them (each with its total for the trip).
 */
export function extrasChoice(
  chosen: Readonly<Record<string, number>>,
  offered: readonly OfferedExtra[],
  legs: number,
): { extras: { code: string; quantity: number; unitPrice: number }[]; lines: BreakdownExtra[] } {
  const picked = offered.flatMap((extra) => {
    const quantity = Math.min(chosen[extra.code] ?? 0, extra.maxQuantity)
    return quantity > 0 ? [{ extra, quantity }] : []
  })
  return {
    extras: picked.map(({ extra, quantity }) => ({
      code: extra.code,
      quantity,
      unitPrice: extra.unitPrice,
    })),
    lines: picked.map(({ extra, quantity }) => ({
      nameEn: extra.names.en,
      nameAr: extra.names.ar,
      quantity,
      legs: isPerLeg(extra.kind) ? legs : 1,
      total: extraTotal(extra, quantity, legs),
    })),
  }
}

/**
 * The checkout's price line by line (`priceBreakdown`): the car before any promo code, the
 * extras chosen, the code's discount, and the total the booking sends.
 */
export function checkoutBreakdown(
  car: QuotedCar,
  chosen: Readonly<Record<string, number>>,
  offered: readonly OfferedExtra[],
  tripType: TripType,
): PriceLine[] {
  const roundTrip = tripType === 'round-trip'
  return priceBreakdown({
    car: car.promo?.priceBefore ?? car.price,
    carNames: car.names,
    roundTrip,
    extras: extrasChoice(chosen, offered, roundTrip ? 2 : 1).lines,
    promo: car.promo ? { code: car.promo.code, discount: car.promo.discount } : null,
  })
}
