import { checkoutPost, simulatorRoute } from '@/payments/simulator/answers'
import { completeSecureStep } from '@/payments/simulator/checkout'
import { checkoutStepResponse } from '@/payments/simulator/checkoutAnswers'
import { securePagePath } from '@/payments/simulator/paths'

/**
 * The 3-D Secure step's submit: {attempt, code}. The test code 123456 pays; any other code is
 * declined (authentication failed). Either way the payment is final and goes back to the merchant.
 */
export const POST = simulatorRoute(async (request: Request) => {
  const read = await checkoutPost(request, ['attempt'])
  if (!read.ok) return read.response
  const { field, isForm, language } = read.post
  const attempt = field('attempt')
  const step = await completeSecureStep(attempt, field('code'), new Date())
  return checkoutStepResponse(step, isForm, {
    back: () => securePagePath(language, attempt),
    secure: (next) => securePagePath(language, next),
  })
})
