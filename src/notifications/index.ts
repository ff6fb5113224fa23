/**
 * One way out for every email and SMS: render the bilingual template in the recipient's language,
 * record it in the `outbox` collection, and (in `live` mode) deliver it. A delivery failure is
 * recorded and retried with backoff, never thrown at the caller and never dropped.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Outbox } from '@/payload-types'

import { MAX_ATTEMPTS, nextAttemptAt, notificationsEnv, recipientSchema } from './config'
import { httpSmsProvider, type SmsProvider } from './sms'
import { renderTemplate, type TemplateData, type TemplateName } from './templates'

export type NotificationInput<T extends TemplateName> = {
  channel: 'email' | 'sms'
  to: string
  locale: Locale
  template: T
  data: TemplateData<T>
}

export type NotificationResult = { id: number; status: Outbox['status'] }

let smsOverride: SmsProvider | null = null
/** Lets tests point SMS at a local gateway without touching the environment. */
export const useSmsProvider = (provider: SmsProvider | null) => {
  smsOverride = provider
}

async function deliver(payload: Payload, message: Outbox): Promise<{ providerMessageId?: string }> {
  if (message.channel === 'email') {
    const info = (await payload.sendEmail({
      to: message.to,
      subject: message.subject ?? '',
      text: message.body,
      html: message.html ?? undefined,
    })) as { messageId?: string } | undefined
    return { providerMessageId: info?.messageId }
  }
  return (smsOverride ?? httpSmsProvider(notificationsEnv())).send(message.to, message.body)
}

/** One delivery attempt of a stored message; records the outcome. */
async function attempt(payload: Payload, message: Outbox, now: Date): Promise<NotificationResult> {
  const attempts = (message.attempts ?? 0) + 1
  try {
    const { providerMessageId } = await deliver(payload, message)
    await payload.update({
      collection: 'outbox',
      id: message.id,
      overrideAccess: true,
      data: {
        status: 'sent',
        attempts,
        sentAt: now.toISOString(),
        providerMessageId,
        lastError: null,
        nextAttemptAt: null,
      },
    })
    return { id: message.id, status: 'sent' }
  } catch (error) {
    const next = attempts >= MAX_ATTEMPTS ? null : nextAttemptAt(attempts, now)
    const status = next ? 'failed' : 'dead'
    payload.logger.warn(
      `Notification ${message.id} to ${message.to} failed (attempt ${attempts}): ${String(error)}`,
    )
    await payload.update({
      collection: 'outbox',
      id: message.id,
      overrideAccess: true,
      data: {
        status,
        attempts,
        lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        nextAttemptAt: next?.toISOString() ?? null,
      },
    })
    return { id: message.id, status }
  }
}

export async function sendNotification<T extends TemplateName>(
  payload: Payload,
  input: NotificationInput<T>,
  now: Date = new Date(),
): Promise<NotificationResult> {
  const to = recipientSchema.parse(input.to)
  const rendered = renderTemplate(input.template, input.locale, input.data)
  const live = notificationsEnv().driver === 'live'
  const message = await payload.create({
    collection: 'outbox',
    overrideAccess: true,
    data: {
      channel: input.channel,
      to,
      locale: input.locale,
      template: input.template,
      subject: input.channel === 'email' ? rendered.subject : null,
      body: input.channel === 'email' ? rendered.text : rendered.sms,
      html: input.channel === 'email' ? rendered.html : null,
      status: live ? 'failed' : 'outbox',
      attempts: 0,
    },
  })
  if (!live) return { id: message.id, status: 'outbox' }
  return attempt(payload, message, now)
}

/** Sends the failed messages whose next attempt is due. Returns how many were tried. */
export async function retryFailedNotifications(
  payload: Payload,
  now: Date = new Date(),
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'outbox',
    where: {
      and: [
        { status: { equals: 'failed' } },
        { nextAttemptAt: { less_than_equal: now.toISOString() } },
      ],
    },
    sort: 'nextAttemptAt',
    limit: 50,
    overrideAccess: true,
  })
  for (const message of docs) await attempt(payload, message, now)
  return docs.length
}

let retryTimer: NodeJS.Timeout | null = null
/** In live mode, retries due messages every minute for as long as the server runs. */
export function startNotificationRetries(payload: Payload): void {
  if (retryTimer || notificationsEnv().driver !== 'live') return
  retryTimer = setInterval(() => {
    retryFailedNotifications(payload).catch((error) =>
      payload.logger.error(`Notification retry failed: ${String(error)}`),
    )
  }, 60_000)
  retryTimer.unref()
}
