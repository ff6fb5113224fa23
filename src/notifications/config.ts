import * as z from 'zod'

/** Retry delays after the 1st, 2nd, ... failed attempt; after the last one the message is dead. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 360] as const
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1

/** When to try again after `attempts` failed attempts; null once the message is given up. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const minutes = RETRY_DELAYS_MINUTES[attempts - 1]
  return minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000)
}

export const DEFAULT_EMAIL_FROM = 'Masar Transfers <no-reply@masar.example>'

/** `Name <address>`, `"Name" <address>` or a bare address; null if it is none of them. */
export function parseMailbox(value: string): { name: string; address: string } | null {
  const named = value.trim().match(/^"?([^"<>]*?)"?\s*<([^<>\s]+)>$/)
  const name = named ? named[1]!.trim() : ''
  const address = named ? named[2]! : value.trim()
  return z.email().safeParse(address).success ? { name, address } : null
}

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  NOTIFICATIONS_DRIVER: z.enum(['outbox', 'live']).optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  EMAIL_FROM: z
    .string()
    .refine((value) => parseMailbox(value) !== null, {
      message: 'EMAIL_FROM must look like "Masar Transfers <no-reply@example.com>"',
    })
    .default(DEFAULT_EMAIL_FROM),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().default('Masar'),
})

export type NotificationsEnv = Omit<z.infer<typeof envSchema>, 'SMTP_SECURE'> & {
  driver: 'outbox' | 'live'
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: boolean
}

/**
 * The notification settings from the environment (empty values count as unset). The driver is
 * `outbox` by default outside production and `live` in production. Throws on invalid values, so a
 * misconfigured server refuses to start.
 */
export function notificationsEnv(
  source: Record<string, string | undefined> = process.env,
): NotificationsEnv {
  const env = envSchema.parse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')),
  )
  return {
    ...env,
    SMTP_SECURE: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : env.SMTP_PORT === 465,
    driver: env.NOTIFICATIONS_DRIVER ?? (env.NODE_ENV === 'production' ? 'live' : 'outbox'),
  }
}

/** The name of our email adapter for servers without SMTP (`outboxEmailAdapter`). */
export const OUTBOX_EMAIL_ADAPTER = 'outbox'

/**
 * Whether Payload's email adapter of this name delivers mail. Payload's `console` fallback only
 * logs and our `outbox` adapter only records into the outbox: sending an outbox message through
 * either is no delivery (and through `outbox` it would record the message again, forever).
 */
export const isDeliveringEmailAdapter = (name: string): boolean =>
  name !== 'console' && name !== OUTBOX_EMAIL_ADAPTER

export const emailRecipient = z.email()
/** E.164: a plus and 8 to 15 digits, the first not 0. */
export const phoneRecipient = z.string().regex(/^\+[1-9]\d{7,14}$/)
export const recipientSchema = z.union([emailRecipient, phoneRecipient])
