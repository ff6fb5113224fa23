import { isLocale } from '@/i18n/locales'
import {
  formOrJsonBody,
  jsonResponse,
  missingFormFields,
  simulatorRoute,
} from '@/payments/simulator/answers'
import { completeSecureStep } from '@/payments/simulator/checkout'
import { checkoutStepResponse } from '@/payments/simulator/checkoutAnswers'
import { securePagePath } from '@/payments/simulator/paths'

/**
 * The 3-D Secure step's submit: {attempt, code}. The test code 123456 pays; any other code is
 * declined (authentication failed). Either way the payment is final and goes back to the merchant.
 */
export const POST = simulatorRoute(async (request: Request) => {
  const body = await formOrJsonBody(request)
  if (!body.ok) return jsonResponse(body.answer)
  const { fields, isForm } = body
  const lacking = isForm ? missingFormFields(fields, ['attempt']) : null
  if (lacking) return jsonResponse(lacking)
  const field = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '')
  const language = isLocale(field('lang')) ? (field('lang') as 'en' | 'ar') : 'en'
  const attempt = field('attempt')
  const step = await completeSecureStep(attempt, field('code'), new Date())
  return checkoutStepResponse(step, isForm, {
    back: () => securePagePath(language, attempt),
    secure: (next) => securePagePath(language, next),
  })
})
