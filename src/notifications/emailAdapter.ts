import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { type NotificationsEnv, parseMailbox } from './config'

/**
 * Payload's email adapter on nodemailer over SMTP (the official @payloadcms/email-nodemailer pins
 * another Payload version). Registered in payload.config.ts when SMTP_HOST is set. Timeouts are
 * short so a hanging server fails the attempt (and it is retried) instead of blocking it.
 */
export function smtpEmailAdapter(
  env: Pick<
    NotificationsEnv,
    'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASS' | 'EMAIL_FROM'
  >,
): EmailAdapter {
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
