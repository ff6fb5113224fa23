/**
 * The local Paymob simulator's fixed development credentials (`PAYMENT_GATEWAY=simulator`, the
 * default outside production). They are public on purpose: the simulator only runs where no real
 * money moves, and `PAYMOB_*` variables override them (docs/payments.md). Shaped like Paymob's own
 * test credentials (`egy_sk_test_...`), with a `sim_` prefix that no real key has.
 */
export const SIMULATOR_KEYS = {
  secretKey: 'sim_sk_test_masar_development_secret_key_not_for_production',
  publicKey: 'sim_pk_test_masar_development_public_key',
  hmacSecret: 'SIMULATOR_HMAC_SECRET_MASAR_DEVELOPMENT_ONLY',
  apiKey: 'sim_api_key_masar_development_only',
  integrationId: 4000001,
  /** The mobile wallet integration (Vodafone Cash, Orange Cash, e& money, WE Pay, bank wallets). */
  walletIntegrationId: 4000002,
  /** The simulated merchant's user id, each transaction's `owner`. */
  owner: 4001,
} as const

/** Where the simulator is mounted on the site (`${SITE_URL}/paymob-simulator`). */
export const SIMULATOR_PATH = '/paymob-simulator'
