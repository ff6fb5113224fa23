import { z } from 'zod'

import { plainText } from '@/lib/plainText'

/**
 * The body of a driver's tap (`POST /api/driver/step`, docs/api.md): the link's token (in the
 * body, never in the request's address), the leg and the step, and where the phone was when it
 * shared it.
 */
export const driverStepSchema = z
  .object({
    token: plainText('api.invalidBody').min(1).max(100),
    reservationNumber: plainText('api.invalidBody').min(1).max(40),
    leg: z.enum(['outbound', 'return']),
    step: z.enum(['on-the-way', 'arrived', 'on-board', 'completed', 'no-show']),
    position: z
      .object({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      })
      .strict()
      .nullish(),
  })
  .strict()
