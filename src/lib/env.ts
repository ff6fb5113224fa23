import { z } from 'zod'

import { staffPath } from './staffPath'

const DEV_SECRET = 'masar-development-secret-do-not-use-in-production'

const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.string().url({ message: 'DATABASE_URL must be a postgres:// URL' }).optional(),
  PAYLOAD_SECRET: z.string().min(32, 'PAYLOAD_SECRET must be at least 32 characters').optional(),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  SEED_ADMIN_EMAIL: z.string().email().optional(),
  SEED_ADMIN_PASSWORD: z
    .string()
    .min(12, 'SEED_ADMIN_PASSWORD must be at least 12 characters')
    .optional(),
  PAYLOAD_DB_PUSH: z.enum(['true', 'false']).optional(),
  MEDIA_DIR: z.string().default('media'),
})

export type ServerEnv = z.infer<typeof serverEnvSchema> & {
  DATABASE_URL: string
  PAYLOAD_SECRET: string
  STAFF_PATH: string
  isProduction: boolean
}

/**
 * Reads and checks the server's environment once. Production refuses to start without a real
 * secret; development falls back to a fixed one so `npm run dev` needs no setup.
 */
export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = serverEnvSchema.parse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  )
  const isProduction = parsed.NODE_ENV === 'production'
  if (isProduction && !parsed.PAYLOAD_SECRET) {
    throw new Error('PAYLOAD_SECRET is required in production (at least 32 random characters).')
  }
  return {
    ...parsed,
    // Build steps import the config without touching the database, so a missing URL only fails on connect.
    DATABASE_URL: parsed.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/masar_unset',
    PAYLOAD_SECRET: parsed.PAYLOAD_SECRET ?? DEV_SECRET,
    STAFF_PATH: staffPath(source),
    isProduction,
  }
}
