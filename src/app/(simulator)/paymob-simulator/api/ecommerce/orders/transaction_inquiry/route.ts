import {
  BAD_JSON,
  jsonBody,
  jsonResponse,
  refusedAuthorization,
  simulatorRoute,
} from '@/payments/simulator/answers'
import { transactionInquiry } from '@/payments/simulator/merchantApi'

/**
 * Paymob's transaction inquiry: `POST /api/ecommerce/orders/transaction_inquiry` {order_id} or
 * {merchant_order_id}, with `Authorization: Bearer <auth token>` (or `Token <secret key>`).
 */
export const POST = simulatorRoute(async (request: Request) => {
  const refused = refusedAuthorization(request, { bearer: true })
  if (refused) return jsonResponse(refused)
  const body = await jsonBody(request)
  if (body === undefined) return jsonResponse(BAD_JSON)
  return jsonResponse(transactionInquiry(body))
})
