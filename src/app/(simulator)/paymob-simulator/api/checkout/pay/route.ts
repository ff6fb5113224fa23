import { checkoutPost, simulatorRoute } from '@/payments/simulator/answers'
import { payWithCard } from '@/payments/simulator/checkout'
import { checkoutStepResponse } from '@/payments/simulator/checkoutAnswers'
import { cardPagePath, securePagePath } from '@/payments/simulator/paths'

/**
 * The card page's submit: {publicKey, clientSecret, number, expiryMonth, expiryYear, cvv} as JSON
 * (the page's script) or as a plain form. Answers the next step: a correction, the 3-D Secure
 * step, or the merchant's redirection URL after the callback went out.
 */
export const POST = simulatorRoute(async (request: Request) => {
  const read = await checkoutPost(request, ['publicKey', 'clientSecret'])
  if (!read.ok) return read.response
  const { field, isForm, language } = read.post
  const keys = { publicKey: field('publicKey'), clientSecret: field('clientSecret') }
  const step = await payWithCard(
    keys.publicKey,
    keys.clientSecret,
    {
      number: field('number'),
      expiryMonth: field('expiryMonth'),
      expiryYear: field('expiryYear'),
      cvv: field('cvv'),
    },
    new Date(),
  )
  return checkoutStepResponse(step, isForm, {
    back: (invalid) => cardPagePath(language, { ...keys, invalid }),
    secure: (attempt) =>
      securePagePath(step.kind === 'three-d-secure' ? step.language : language, attempt),
  })
})
