import { jsonResponse, redirectResponse } from './answers'
import type { CheckoutProblem, CheckoutStep } from './checkout'

/** HTTP statuses of the card page's refusals. */
const PROBLEM_STATUS: Record<CheckoutProblem, number> = {
  'invalid-link': 404,
  expired: 410,
  paid: 409,
}

/**
 * The answer to the card page's posts. A script (the card form) gets JSON and moves the browser
 * itself; a plain HTML form (no script) gets a 303 to the next page: `back` is where a refusal
 * shows (the page itself, with the field flagged), `next(step)` where the outcome goes.
 */
export function checkoutStepResponse(
  step: CheckoutStep,
  isForm: boolean,
  pages: {
    back: (invalidField?: string) => string
    secure: (attempt: string) => string
    /** The wallet's confirmation page (the wallet form's posts only). */
    wallet?: (attempt: string) => string
  },
): Response {
  switch (step.kind) {
    case 'problem':
      return isForm
        ? redirectResponse(pages.back())
        : jsonResponse({ status: PROBLEM_STATUS[step.problem], body: { error: step.problem } })
    case 'invalid':
      return isForm
        ? redirectResponse(pages.back(step.field))
        : jsonResponse({
            status: 422,
            body: {
              error: step.field === 'wallet' ? 'wallet-number-invalid' : 'card-data-invalid',
              field: step.field,
              data: { message: step.message },
            },
          })
    case 'three-d-secure': {
      const url = pages.secure(step.attempt)
      return isForm
        ? redirectResponse(url)
        : jsonResponse({ status: 200, body: { next: 'three-d-secure', url } })
    }
    case 'wallet-confirm': {
      const url = pages.wallet ? pages.wallet(step.attempt) : pages.back()
      return isForm
        ? redirectResponse(url)
        : jsonResponse({ status: 200, body: { next: 'wallet-confirm', url } })
    }
    case 'done':
      return isForm
        ? redirectResponse(step.redirectUrl)
        : jsonResponse({
            status: 200,
            body: { next: 'merchant', url: step.redirectUrl, success: step.transaction.success },
          })
  }
}
