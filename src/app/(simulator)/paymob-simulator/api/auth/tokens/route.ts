import { BAD_JSON, jsonBody, jsonResponse, simulatorRoute } from '@/payments/simulator/answers'
import { authToken } from '@/payments/simulator/merchantApi'

/** Paymob's authentication request: `POST /api/auth/tokens` {api_key} -> {token, profile}. */
export const POST = simulatorRoute(async (request: Request) => {
  const body = await jsonBody(request)
  if (body === undefined) return jsonResponse(BAD_JSON)
  return jsonResponse(authToken(body, new Date()))
})
