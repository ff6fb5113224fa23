import { z } from 'zod'

/** Retry delays after the 1st, 2nd, ... failed attempt; after the last one the message is dead. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 360] as const
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1

export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const minutes = RETRY_DELAYS_MINUTES[attempts - 1]
  return minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000)
}

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  NOTIFICATIONS_DRIVER: z.enum(['outbox', 'live']).optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  EMAIL_FROM: z.string().default('Masar Transfers <no-reply@masar.example>'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().default('Masar'),
})

export type NotificationsEnv = z.infer<typeof envSchema> & { driver: 'outbox' | 'live' }

/** `outbox` by default outside production, `live` in production. */
export function notificationsEnv(
  source: Record<string, string | undefined> = process.env,
): NotificationsEnv {
  const env = envSchema.parse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')),
  )
  return {
    ...env,
    driver: env.NOTIFICATIONS_DRIVER ?? (env.NODE_ENV === 'production' ? 'live' : 'outbox'),
  }
}

export const recipientSchema = z.union([z.email(), z.string().regex(/^\+[1-9]\d{7,14}$/)])
