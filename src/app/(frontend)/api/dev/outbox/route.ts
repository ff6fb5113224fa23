import config from '@payload-config'
import { NextResponse } from 'next/server'
import { getPayload } from 'payload'

import { apiError, requestLocale } from '@/lib/api'
import { recipientSchema } from '@/notifications/config'

export const dynamic = 'force-dynamic'

/** GET /api/dev/outbox?to=<email or phone>: the newest messages sent there. Not in production. */
export async function GET(request: Request) {
  const locale = requestLocale(request)
  if (process.env.NODE_ENV === 'production')
    return apiError(locale, 'not-found', 'errors.notFoundText', 404)
  const raw = (new URL(request.url).searchParams.get('to') ?? '').trim().replace(/^ /, '+')
  const to = recipientSchema.safeParse(/^\d+$/.test(raw) ? `+${raw}` : raw)
  if (!to.success) return apiError(locale, 'invalid-recipient', 'api.invalidRecipient', 400)
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { to: { equals: to.data } },
    sort: '-createdAt',
    limit: 20,
    overrideAccess: true,
  })
  return NextResponse.json({
    messages: docs.map(
      ({ id, channel, to, locale, template, subject, body, status, createdAt }) => ({
        id,
        channel,
        to,
        locale,
        template,
        subject,
        body,
        status,
        createdAt,
      }),
    ),
  })
}
