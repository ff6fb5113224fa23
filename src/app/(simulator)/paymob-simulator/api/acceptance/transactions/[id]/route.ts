import { jsonResponse, refusedAuthorization, simulatorRoute } from '@/payments/simulator/answers'
import { retrieveTransaction } from '@/payments/simulator/merchantApi'

/** Paymob's transaction retrieval: `GET /api/acceptance/transactions/{id}`. */
export const GET = simulatorRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const refused = refusedAuthorization(request, { bearer: true })
    if (refused) return jsonResponse(refused)
    return jsonResponse(retrieveTransaction((await params).id))
  },
)
