import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { sendWrittenEmail } from './index'
import { type NotificationsEnv, OUTBOX_EMAIL_ADAPTER, parseMailbox } from './config'
import { htmlToText, textLocale } from './plainText'

type SmtpEnv = Pick<
  NotificationsEnv,
  'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASS' | 'EMAIL_FROM'
>

/**
 * Payload's email adapter on nodemailer over SMTP (the official @payloadcms/email-nodemailer pins
 * another Payload version). Payload's adapter when SMTP_HOST is set (`payloadEmailAdapter`). Timeouts are
 * short so a hanging server fails the attempt (and it is retried) instead of blocking it.
 */
export function smtpEmailAdapter(env: SmtpEnv): EmailAdapter {
  if (!env.SMTP_HOST) throw new Error('smtpEmailAdapter needs SMTP_HOST')
  const transport = nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  })
  const from = parseMailbox(env.EMAIL_FROM)
  if (!from) throw new Error(`EMAIL_FROM is not an address: ${env.EMAIL_FROM}`)
  return () => ({
    name: 'smtp',
    defaultFromName: from.name,
    defaultFromAddress: from.address,
    sendEmail: (message) => transport.sendMail({ ...message, from: message.from ?? from }),
  })
}

type Recipient = NonNullable<SendEmailOptions['to']>

/** The addresses of nodemailer's `to`: a string (maybe a list), an address object, or an array. */
function recipientAddresses(to: Recipient | undefined): string[] {
  if (!to) return []
  if (Array.isArray(to)) return to.flatMap((one) => recipientAddresses(one))
  if (typeof to === 'object') return to.address ? [to.address] : []
  return to
    .split(',')
    .map((one) => parseMailbox(one)?.address ?? one.trim())
    .filter(Boolean)
}

const textOf = (value: SendEmailOptions['text']) => (typeof value === 'string' ? value : null)

/**
 * Payload's email adapter for a server without SMTP: Payload's own emails (a staff member's
 * password reset, ...) go into the `outbox` collection through `sendWrittenEmail`, like every
 * email of the site, instead of Payload's console. Its name tells the notifications module that
 * it delivers nothing, so an outbox message is never handed back to it (`isDeliveringEmailAdapter`).
 */
export function outboxEmailAdapter(env: Pick<NotificationsEnv, 'EMAIL_FROM'>): EmailAdapter {
  const from = parseMailbox(env.EMAIL_FROM)
  if (!from) throw new Error(`EMAIL_FROM is not an address: ${env.EMAIL_FROM}`)
  return ({ payload }) => ({
    name: OUTBOX_EMAIL_ADAPTER,
    defaultFromName: from.name,
    defaultFromAddress: from.address,
    sendEmail: async (message) => {
      const html = textOf(message.html)
      const text = textOf(message.text) ?? (html ? htmlToText(html) : '')
      const subject = message.subject ?? ''
      const recipients = recipientAddresses(message.to)
      if (recipients.length === 0) throw new Error(`An email without a recipient: ${subject}`)
      const results = []
      for (const to of recipients) {
        results.push(
          await sendWrittenEmail(payload, {
            to,
            locale: textLocale(`${subject}\n${text}`),
            template: 'payload',
            subject,
            text: text || subject,
            html,
          }),
        )
      }
      return results
    },
  })
}

/** Payload's email adapter: SMTP when SMTP_HOST is set, otherwise the outbox. */
export const payloadEmailAdapter = (env: SmtpEnv): EmailAdapter =>
  env.SMTP_HOST ? smtpEmailAdapter(env) : outboxEmailAdapter(env)
