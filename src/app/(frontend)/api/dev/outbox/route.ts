import config from '@payload-config'
import { NextResponse } from 'next/server'
import { getPayload } from 'payload'
import * as z from 'zod'

import { requestLocale } from '@/http/request'
import { apiError } from '@/http/responses'
import { recipientSchema } from '@/notifications/config'
import { withDatabaseErrors } from '@/http/databaseErrors'

export const dynamic = 'force-dynamic'

/**
 * `to` is an email or a phone number. In a query string a "+" arrives as a space unless it is
 * encoded, so a leading space or bare digits are read as "+digits".
 */
const querySchema = z.object({
  to: z
    .string()
    .transform((value) => value.trim())
    .transform((value) => (/^\d+$/.test(value) ? `+${value}` : value))
    .pipe(recipientSchema),
})

/** GET /api/dev/outbox?to=<email or phone>: the 20 newest messages sent there. Not in production. */
async function handleGet(request: Request) {
  const locale = requestLocale(request)
  if (process.env.NODE_ENV === 'production')
    return apiError(locale, 'not-found', 'errors.notFoundText')
  const query = querySchema.safeParse({
    to: new URL(request.url).searchParams.get('to') ?? '',
  })
  if (!query.success) return apiError(locale, 'invalid-recipient', 'api.invalidRecipient')
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { to: { equals: query.data.to } },
    sort: ['-createdAt', '-id'],
    limit: 20,
    overrideAccess: true,
  })
  return NextResponse.json({
    messages: docs.map((message) => ({
      id: message.id,
      channel: message.channel,
      to: message.to,
      locale: message.locale,
      template: message.template,
      subject: message.subject ?? null,
      body: message.body,
      html: message.html ?? null,
      status: message.status,
      attempts: message.attempts,
      lastError: message.lastError ?? null,
      sentAt: message.sentAt ?? null,
      createdAt: message.createdAt,
    })),
  })
}

export const GET = withDatabaseErrors(handleGet)
