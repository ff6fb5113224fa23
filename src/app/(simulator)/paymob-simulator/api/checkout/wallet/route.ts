import { isLocale } from '@/i18n/locales'
import {
  formOrJsonBody,
  jsonResponse,
  missingFormFields,
  simulatorRoute,
} from '@/payments/simulator/answers'
import { payWithWallet } from '@/payments/simulator/checkout'
import { checkoutStepResponse } from '@/payments/simulator/checkoutAnswers'
import { walletFormPath, walletPagePath } from '@/payments/simulator/paths'

/**
 * The checkout's mobile wallet form: {publicKey, clientSecret, wallet} as a plain form (or JSON).
 * Answers the next step: the number flagged, the operator's confirmation page, or (a number
 * without a wallet) the merchant's redirection URL with the decline, after the callback went out.
 */
export const POST = simulatorRoute(async (request: Request) => {
  const body = await formOrJsonBody(request)
  if (!body.ok) return jsonResponse(body.answer)
  const { fields, isForm } = body
  const lacking = isForm ? missingFormFields(fields, ['publicKey', 'clientSecret']) : null
  if (lacking) return jsonResponse(lacking)
  const field = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '')
  const language = isLocale(field('lang')) ? (field('lang') as 'en' | 'ar') : 'en'
  const keys = { publicKey: field('publicKey'), clientSecret: field('clientSecret') }
  const step = await payWithWallet(keys.publicKey, keys.clientSecret, field('wallet'), new Date())
  return checkoutStepResponse(step, isForm, {
    back: (invalid) => walletFormPath(language, { ...keys, invalid }),
    secure: (attempt) => walletPagePath(language, attempt),
    wallet: (attempt) =>
      walletPagePath(step.kind === 'wallet-confirm' ? step.language : language, attempt),
  })
})
