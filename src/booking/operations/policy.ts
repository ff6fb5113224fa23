import type { Payload, PayloadRequest } from 'payload'

import { policyFromDoc, type Policy } from '@/booking/policy'

/**
 * The operational policy as the admin set it in the settings (decision 0180), each figure checked
 * against its bounds (a missing or broken one reads as the terms' default). Read per call: one
 * row, and a change in the admin applies to the next tap, deadline or page at once. `req` keeps
 * the read inside the caller's transaction (a collection hook).
 */
export async function getPolicy(payload: Payload, req?: PayloadRequest): Promise<Policy> {
  const settings = await payload.findGlobal({
    slug: 'settings',
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return policyFromDoc(settings)
}
