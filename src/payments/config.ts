import type { PaymentGatewayName, ServerEnv } from '@/lib/env'

import { SIMULATOR_KEYS, SIMULATOR_PATH } from './simulatorKeys'

/**
 * What the Paymob adapter needs: where Paymob is and the merchant's credentials. Real Paymob
 * (`PAYMENT_GATEWAY=paymob`) takes them all from the environment (`readServerEnv` refuses to start
 * without them); the local simulator speaks the same API at `${SITE_URL}/paymob-simulator` with
 * fixed development keys, each overridable by its `PAYMOB_*` variable.
 */
export type PaymobConfig = {
  /** `paymob` or `simulator`: the gateway's name, stored with each payment. */
  gateway: PaymentGatewayName
  /** Without a trailing slash: `https://accept.paymob.com`. */
  baseUrl: string
  /** `Authorization: Token <secret key>` of the Intention and refund APIs. */
  secretKey: string
  /** The unified checkout's `publicKey`. */
  publicKey: string
  /** Keys the transaction HMAC of callbacks and redirects. */
  hmacSecret: string
  /** Buys the auth token of the transaction inquiry (`POST /api/auth/tokens`). */
  apiKey: string
  /** The integrations (`payment_methods`) a customer may pay with: the card integration. */
  integrationIds: number[]
  /**
   * The mobile wallet integrations, sent beside the card's in `payment_methods`; empty: the site
   * offers no wallet (`PAYMOB_WALLET_INTEGRATION_IDS`).
   */
  walletIntegrationIds: number[]
  /**
   * The merchant's user id, a transaction's `owner`: a callback or redirect of another owner is
   * refused before its signature counts. Null when not configured (`PAYMOB_OWNER`).
   */
  owner: number | null
  /**
   * Keys the fingerprint of the card or wallet a transaction used (`instrumentFingerprint`):
   * the site's own secret (`PAYLOAD_SECRET`), not the gateway's, so that a new Paymob key keeps
   * the fingerprints of earlier payments comparable.
   */
  fingerprintKey: string
}

export const PAYMOB_DEFAULT_BASE_URL = 'https://accept.paymob.com'

/** Where the gateway posts its transaction callbacks on our site (`notification_url`). */
export const PAYMOB_CALLBACK_PATH = '/api/payments/paymob/callback'
/** Where the gateway sends the customer's browser back (`redirection_url`). */
export const PAYMOB_REDIRECT_PATH = '/api/payments/paymob/redirect'

/** Our callback and way back on the site at `siteUrl` (without a trailing slash). */
export const paymobCallbackUrls = (siteUrl: string) => ({
  notificationUrl: `${siteUrl}${PAYMOB_CALLBACK_PATH}`,
  redirectionUrl: `${siteUrl}${PAYMOB_REDIRECT_PATH}`,
})

type PaymentEnv = Pick<
  ServerEnv,
  | 'SITE_URL'
  | 'PAYMENT_GATEWAY'
  | 'PAYMOB_BASE_URL'
  | 'PAYMOB_SECRET_KEY'
  | 'PAYMOB_PUBLIC_KEY'
  | 'PAYMOB_HMAC_SECRET'
  | 'PAYMOB_API_KEY'
  | 'PAYMOB_INTEGRATION_IDS'
  | 'PAYMOB_WALLET_INTEGRATION_IDS'
  | 'PAYMOB_OWNER'
  | 'PAYLOAD_SECRET'
>

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '')

/** The adapter's configuration from the checked server environment (`readServerEnv()`). */
export function paymobConfig(env: PaymentEnv): PaymobConfig {
  if (env.PAYMENT_GATEWAY === 'simulator') {
    return {
      gateway: 'simulator',
      baseUrl: withoutTrailingSlash(
        env.PAYMOB_BASE_URL ?? `${withoutTrailingSlash(env.SITE_URL)}${SIMULATOR_PATH}`,
      ),
      secretKey: env.PAYMOB_SECRET_KEY ?? SIMULATOR_KEYS.secretKey,
      publicKey: env.PAYMOB_PUBLIC_KEY ?? SIMULATOR_KEYS.publicKey,
      hmacSecret: env.PAYMOB_HMAC_SECRET ?? SIMULATOR_KEYS.hmacSecret,
      apiKey: env.PAYMOB_API_KEY ?? SIMULATOR_KEYS.apiKey,
      integrationIds: env.PAYMOB_INTEGRATION_IDS ?? [SIMULATOR_KEYS.integrationId],
      walletIntegrationIds: env.PAYMOB_WALLET_INTEGRATION_IDS ?? [
        SIMULATOR_KEYS.walletIntegrationId,
      ],
      owner: env.PAYMOB_OWNER ?? SIMULATOR_KEYS.owner,
      fingerprintKey: env.PAYLOAD_SECRET,
    }
  }
  const missing = (name: string): never => {
    throw new Error(`PAYMENT_GATEWAY=paymob needs ${name}`)
  }
  return {
    gateway: 'paymob',
    baseUrl: withoutTrailingSlash(env.PAYMOB_BASE_URL ?? PAYMOB_DEFAULT_BASE_URL),
    secretKey: env.PAYMOB_SECRET_KEY ?? missing('PAYMOB_SECRET_KEY'),
    publicKey: env.PAYMOB_PUBLIC_KEY ?? missing('PAYMOB_PUBLIC_KEY'),
    hmacSecret: env.PAYMOB_HMAC_SECRET ?? missing('PAYMOB_HMAC_SECRET'),
    apiKey: env.PAYMOB_API_KEY ?? missing('PAYMOB_API_KEY'),
    integrationIds: env.PAYMOB_INTEGRATION_IDS ?? missing('PAYMOB_INTEGRATION_IDS'),
    walletIntegrationIds: env.PAYMOB_WALLET_INTEGRATION_IDS ?? [],
    owner: env.PAYMOB_OWNER ?? null,
    fingerprintKey: env.PAYLOAD_SECRET,
  }
}

/** Whether the checkout offers mobile wallets beside cards: a wallet integration is configured. */
export const offersWallets = (config: Pick<PaymobConfig, 'walletIntegrationIds'>): boolean =>
  config.walletIntegrationIds.length > 0
