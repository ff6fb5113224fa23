import { isLocale, negotiateLocale } from '@/i18n/locales'
import { redirectResponse, simulatorRoute } from '@/payments/simulator/answers'
import { cardPagePath } from '@/payments/simulator/paths'
import { intentionByClientSecret } from '@/payments/simulator/store'

/**
 * Paymob's hosted checkout link, `/unifiedcheckout/?publicKey=..&clientSecret=..`: opens the card
 * page in the intention's language (a `lang` parameter overrides it; an unknown intention gets the
 * browser's language), where the keys are checked.
 */
export const GET = simulatorRoute((request: Request) => {
  const query = new URL(request.url).searchParams
  const publicKey = query.get('publicKey') ?? ''
  const clientSecret = query.get('clientSecret') ?? ''
  const requested = query.get('lang')
  const language = isLocale(requested)
    ? requested
    : (intentionByClientSecret(clientSecret)?.language ??
      negotiateLocale({
        query: null,
        cookie: null,
        acceptLanguage: request.headers.get('accept-language'),
      }))
  return redirectResponse(cardPagePath(language, { publicKey, clientSecret }), 302)
})
