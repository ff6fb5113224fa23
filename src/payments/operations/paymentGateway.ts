import type { PaymentGateway } from '@/payments/gateway'
import { gatewayFromEnv } from '@/payments/paymob/gatewayFromEnv'

let gateway: PaymentGateway | undefined

/** The configured gateway (Paymob, or the local simulator outside production), made once. */
export function paymentGateway(): PaymentGateway {
  gateway ??= gatewayFromEnv()
  return gateway
}
