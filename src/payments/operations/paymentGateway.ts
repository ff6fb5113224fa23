import { readServerEnv } from '@/lib/env'
import { offersWallets, paymobConfig } from '@/payments/config'
import type { PaymentGateway } from '@/payments/gateway'
import { gatewayFromEnv } from '@/payments/paymob/gatewayFromEnv'

let gateway: PaymentGateway | undefined

/** The configured gateway (Paymob, or the local simulator outside production), made once. */
export function paymentGateway(): PaymentGateway {
  gateway ??= gatewayFromEnv()
  return gateway
}

/** Whether the configured gateway takes mobile wallets beside cards (`PAYMOB_WALLET_INTEGRATION_IDS`). */
export const walletsOffered = (): boolean => offersWallets(paymobConfig(readServerEnv()))
