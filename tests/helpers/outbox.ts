import type { Payload } from 'payload'

/** The newest one-time code sent to `to` (email or E.164 phone), read from the dev outbox. */
export async function latestCode(payload: Payload, to: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { to: { equals: to } },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  const body = String(docs[0]?.body ?? '')
  const code = body.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code in the outbox for ${to}: ${body}`)
  return code
}

export async function outboxCount(payload: Payload, to: string): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'outbox',
    where: { to: { equals: to } },
    overrideAccess: true,
  })
  return totalDocs
}
