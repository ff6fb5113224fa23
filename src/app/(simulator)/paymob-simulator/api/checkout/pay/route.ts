import { isLocale } from '@/i18n/locales'
import {
  formOrJsonBody,
  jsonResponse,
  missingFormFields,
  simulatorRoute,
} from '@/payments/simulator/answers'
import { payWithCard } from '@/payments/simulator/checkout'
import { checkoutStepResponse } from '@/payments/simulator/checkoutAnswers'
import { cardPagePath, securePagePath } from '@/payments/simulator/paths'

/**
 * The card page's submit: {publicKey, clientSecret, number, expiryMonth, expiryYear, cvv} as JSON
 * (the page's script) or as a plain form. Answers the next step: a correction, the 3-D Secure
 * step, or the merchant's redirection URL after the callback went out.
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
