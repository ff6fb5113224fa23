import * as z from 'zod'

import { plainText } from '@/lib/plainText'

/** `POST /api/payments/pay`: a reservation of the logged-in customer, or a payment link's token. */
export const payRequestSchema = z.union([
  z.object({ reservationNumber: plainText('api.invalidBody').trim().min(1).max(40) }).strict(),
  z.object({ link: plainText('api.invalidBody').trim().min(1).max(64) }).strict(),
])
export type PayRequest = z.output<typeof payRequestSchema>
