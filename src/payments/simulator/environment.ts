import { readServerEnv } from '@/lib/env'
import { SIMULATOR_KEYS } from '@/payments/simulatorKeys'

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

export type SimulatorCredentials = {
  secretKey: string
  publicKey: string
  hmacSecret: string
  apiKey: string
  integrationIds: number[]
}

/**
 * The merchant account the simulator plays: the fixed development keys (src/payments/simulatorKeys.ts),
 * each overridden by its PAYMOB_* variable when set, as the adapter reads them, so both sides
 * always agree.
 */
export function simulatorCredentials(env: Env = process.env): SimulatorCredentials {
  const ids = (env.PAYMOB_INTEGRATION_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d+$/.test(id))
    .map(Number)
  return {
    secretKey: env.PAYMOB_SECRET_KEY?.trim() || SIMULATOR_KEYS.secretKey,
    publicKey: env.PAYMOB_PUBLIC_KEY?.trim() || SIMULATOR_KEYS.publicKey,
    hmacSecret: env.PAYMOB_HMAC_SECRET?.trim() || SIMULATOR_KEYS.hmacSecret,
    apiKey: env.PAYMOB_API_KEY?.trim() || SIMULATOR_KEYS.apiKey,
    integrationIds: ids.length > 0 ? ids : [SIMULATOR_KEYS.integrationId],
  }
}
