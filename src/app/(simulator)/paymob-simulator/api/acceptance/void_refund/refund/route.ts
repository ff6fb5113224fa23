import {
  BAD_JSON,
  jsonBody,
  jsonResponse,
  refusedAuthorization,
  simulatorRoute,
} from '@/payments/simulator/answers'
import { refund } from '@/payments/simulator/merchantApi'

/**
 * Paymob's refund: `POST /api/acceptance/void_refund/refund` {transaction_id, amount_cents}, with
 * `Authorization: Token <secret key>` (or `Bearer <auth token>`, the older form).
 */
export const POST = simulatorRoute(async (request: Request) => {
  const refused = refusedAuthorization(request, { bearer: true })
  if (refused) return jsonResponse(refused)
  const body = await jsonBody(request)
  if (body === undefined) return jsonResponse(BAD_JSON)
  return jsonResponse(await refund(body, new Date()))
})
