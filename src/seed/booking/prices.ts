import type { CarCode } from '@/booking/cars'
import { egpToPiasters, type Piasters } from '@/booking/money'

import type { SeedRegion } from './places'

/**
 * Demo fares, shaped like a real tariff: a Toyota Corolla costs a base fare plus a rate per km
 * (never less than the minimum), the larger cars a fixed multiple of it, rounded up to 10 EGP.
 * Hurghada's resort transfers cost a little more.
 */
const BASE_EGP = 250
const PER_KM_EGP = 10
const MINIMUM_EGP = 300
// Percentages, so that the arithmetic stays on whole numbers.
const CAR_PERCENT: Record<CarCode, number> = {
  corolla: 100,
  caddy: 120,
  xpander: 130,
  h1: 170,
  hiace: 220,
}
const REGION_PERCENT: Record<SeedRegion['code'], number> = { CAI: 100, HBE: 100, HRG: 110 }

export function demoPrices(km: number, region: SeedRegion['code']): Record<CarCode, Piasters> {
  const corolla = Math.max(MINIMUM_EGP, BASE_EGP + PER_KM_EGP * Math.round(km))
  return Object.fromEntries(
    Object.entries(CAR_PERCENT).map(([car, percent]) => {
      const egp = (corolla * percent * REGION_PERCENT[region]) / 10_000
      return [car, egpToPiasters(Math.ceil(egp / 10) * 10)]
    }),
  ) as Record<CarCode, Piasters>
}
