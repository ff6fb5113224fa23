import { readServerEnv } from '@/lib/env'
import { type PaymobConfig, paymobConfig } from '@/payments/config'

type Env = Record<string, string | undefined>

/**
 * Whether the simulator answers at all: always in development and tests; in production only when
 * the site's card gateway is the simulator (PAYMENT_GATEWAY=simulator, or its default on a
 * production build served at localhost, as the end-to-end run does). A public production server
 * refuses to start with the simulator (src/lib/env.ts), so there every route answers 404.
 */
export function simulatorAvailable(env: Env = process.env): boolean {
  if (env.NODE_ENV !== 'production') return true
  try {
    return readServerEnv(env).PAYMENT_GATEWAY === 'simulator'
  } catch {
    return false
  }
}

/**
 * The merchant account the simulator plays: exactly what the adapter uses in simulator mode
 * (`paymobConfig`: the fixed development keys of src/payments/simulatorKeys.ts, each overridden by
 * its PAYMOB_* variable), so both sides always agree.
 */
export function simulatorCredentials(env: Env = process.env): PaymobConfig {
  return paymobConfig({ ...readServerEnv(env), PAYMENT_GATEWAY: 'simulator' })
}

/** The site the simulator serves (`SITE_URL`): the one origin its callbacks and redirects may go to. */
export function simulatorSiteUrl(env: Env = process.env): URL {
  return new URL(readServerEnv(env).SITE_URL)
}
