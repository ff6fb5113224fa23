import { checkoutPost, simulatorRoute } from '@/payments/simulator/answers'
import { confirmWallet } from '@/payments/simulator/checkout'
import { checkoutStepResponse } from '@/payments/simulator/checkoutAnswers'
import { walletPagePath } from '@/payments/simulator/paths'

/**
 * The wallet operator's confirmation: {attempt, code}. The test code 123456 goes on with the
 * number's own behaviour (paid, declined, or pending and settled later by callback); any other
 * code is a wrong PIN / OTP. Either way the page is used up and the browser goes back to the
 * merchant.
 */
export const POST = simulatorRoute(async (request: Request) => {
  const read = await checkoutPost(request, ['attempt'])
  if (!read.ok) return read.response
  const { field, isForm, language } = read.post
  const attempt = field('attempt')
  const step = await confirmWallet(attempt, field('code'), new Date())
  return checkoutStepResponse(step, isForm, {
    back: () => walletPagePath(language, attempt),
    secure: (next) => walletPagePath(language, next),
  })
})
