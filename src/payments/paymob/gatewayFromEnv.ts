import { readServerEnv } from '@/lib/env'
import { paymobConfig } from '@/payments/config'
import type { PaymentGateway } from '@/payments/gateway'

import { createPaymobGateway } from './adapter'

/**
 * The site's card gateway from the environment (`PAYMENT_GATEWAY`, `PAYMOB_*`): real Paymob, or the
 * local Paymob simulator through the same adapter. Keep the one made (it reuses Paymob's auth token
 * across inquiries).
 */
export function gatewayFromEnv(
  source: Record<string, string | undefined> = process.env,
): PaymentGateway {
  return createPaymobGateway(paymobConfig(readServerEnv(source)))
}
