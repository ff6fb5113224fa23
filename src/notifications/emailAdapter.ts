import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import type { NotificationsEnv } from './config'

/** Payload's email adapter on nodemailer over SMTP (the official package pins another Payload). */
export function smtpEmailAdapter(env: NotificationsEnv): EmailAdapter {
  const transport = nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE === 'true',
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
  })
  const from = env.EMAIL_FROM.match(/^(.*)<(.+)>$/)
  return () => ({
    name: 'smtp',
    defaultFromName: from?.[1]?.trim() ?? 'Masar Transfers',
    defaultFromAddress: from?.[2]?.trim() ?? env.EMAIL_FROM,
    sendEmail: async (message) => transport.sendMail({ from: env.EMAIL_FROM, ...message }),
  })
}
