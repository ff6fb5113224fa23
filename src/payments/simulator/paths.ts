import { SIMULATOR_PATH } from '@/payments/simulatorKeys'

/** The simulator's own pages (the checkout link itself is Paymob's `/unifiedcheckout/`). */

type Language = 'en' | 'ar'

/** The card page in a language, for a checkout link's keys (and a field to flag, without script). */
export function cardPagePath(
  language: Language,
  keys: { publicKey: string; clientSecret: string; invalid?: string },
): string {
  const query = new URLSearchParams({ publicKey: keys.publicKey, clientSecret: keys.clientSecret })
  if (keys.invalid) query.set('invalid', keys.invalid)
  return `${SIMULATOR_PATH}/checkout/${language}?${query}`
}

/** The 3-D Secure step of a card. */
export const securePagePath = (language: Language, attempt: string): string =>
  `${SIMULATOR_PATH}/checkout/${language}/secure?${new URLSearchParams({ attempt })}`

/** The card page showing the mobile wallet's form (and a field to flag, without script). */
export function walletFormPath(
  language: Language,
  keys: { publicKey: string; clientSecret: string; invalid?: string },
): string {
  const query = new URLSearchParams({
    publicKey: keys.publicKey,
    clientSecret: keys.clientSecret,
    method: 'wallet',
  })
  if (keys.invalid) query.set('invalid', keys.invalid)
  return `${SIMULATOR_PATH}/checkout/${language}?${query}`
}

/** The wallet operator's confirmation page. */
export const walletPagePath = (language: Language, attempt: string): string =>
  `${SIMULATOR_PATH}/checkout/${language}/wallet?${new URLSearchParams({ attempt })}`

/** Where the pages post. */
export const PAY_ENDPOINT = `${SIMULATOR_PATH}/api/checkout/pay`
export const SECURE_ENDPOINT = `${SIMULATOR_PATH}/api/checkout/secure`
export const WALLET_ENDPOINT = `${SIMULATOR_PATH}/api/checkout/wallet`
export const WALLET_CONFIRM_ENDPOINT = `${SIMULATOR_PATH}/api/checkout/wallet/confirm`
