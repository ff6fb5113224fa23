import {
  BAD_JSON,
  jsonBody,
  jsonResponse,
  refusedAuthorization,
  simulatorRoute,
} from '@/payments/simulator/answers'
import { createIntention } from '@/payments/simulator/intentions'

/** Paymob's Intention API: `POST /v1/intention/` with `Authorization: Token <secret key>`. */
export const POST = simulatorRoute(async (request: Request) => {
  const refused = refusedAuthorization(request)
  if (refused) return jsonResponse(refused)
  const body = await jsonBody(request)
  if (body === undefined) return jsonResponse(BAD_JSON)
  return jsonResponse(createIntention(body, new Date()))
})
