import type { Payload } from 'payload'

import { SEED_CONTEXT } from './media'

/** The demo promo code: 10% off the car, every region, no end date, once per customer. */
const DEMO_PROMO_CODE = 'WELCOME10'

export async function seedPromoCodes(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'promo-codes', overrideAccess: true })
  if (totalDocs > 0) return false
  await payload.create({
    collection: 'promo-codes',
    overrideAccess: true,
    context: SEED_CONTEXT,
    data: {
      code: DEMO_PROMO_CODE,
      kind: 'percent',
      percent: 10,
      usesPerCustomer: 1,
      includesExtras: false,
      active: true,
    },
  })
  return true
}
