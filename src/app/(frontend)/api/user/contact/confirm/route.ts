import { NextResponse } from 'next/server'
import { z } from 'zod'

import { accountRequest, failureResponse, parseBody, requireCustomer } from '@/server/session'
import { ACCOUNT_ERRORS } from '@/accounts/schemas'
import { confirmContactChange } from '@/accounts/operations/service'

const confirmSchema = z.object({
  kind: z.enum(['email', 'mobile']),
  code: z
    .string({ error: ACCOUNT_ERRORS.codeInvalid })
    .trim()
    .min(1, ACCOUNT_ERRORS.codeInvalid)
    .max(20),
})

/** POST /api/user/contact/confirm {kind, code}: applies the new email or phone the code was sent to. */
export async function POST(request: Request) {
  const req = await accountRequest(request)
  const auth = await requireCustomer(req)
  if (!auth.ok) return auth.response
  const body = await parseBody(request, confirmSchema, req.locale)
  if (!body.ok) return body.response
  const result = await confirmContactChange(req.payload, auth.customer, body.data, req.ctx)
  if (!result.ok) return failureResponse(result, req.locale)
  return NextResponse.json({ status: true, user: result.value })
}
