import { checkoutPost, simulatorRoute } from '@/payments/simulator/answers'
import { payWithWallet } from '@/payments/simulator/checkout'
import { checkoutStepResponse } from '@/payments/simulator/checkoutAnswers'
import { walletFormPath, walletPagePath } from '@/payments/simulator/paths'

/**
 * The checkout's mobile wallet form: {publicKey, clientSecret, wallet} as a plain form (or JSON).
 * Answers the next step: the number flagged, the operator's confirmation page, or (a number
 * without a wallet) the merchant's redirection URL with the decline, after the callback went out.
 */
export const POST = simulatorRoute(async (request: Request) => {
  const read = await checkoutPost(request, ['publicKey', 'clientSecret'])
  if (!read.ok) return read.response
  const { field, isForm, language } = read.post
  const keys = { publicKey: field('publicKey'), clientSecret: field('clientSecret') }
  const step = await payWithWallet(keys.publicKey, keys.clientSecret, field('wallet'), new Date())
  return checkoutStepResponse(step, isForm, {
    back: (invalid) => walletFormPath(language, { ...keys, invalid }),
    secure: (attempt) => walletPagePath(language, attempt),
    wallet: (attempt) =>
      walletPagePath(step.kind === 'wallet-confirm' ? step.language : language, attempt),
  })
})
