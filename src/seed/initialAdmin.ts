import type { Payload } from 'payload'

import type { ServerEnv } from '@/lib/env'

/**
 * Production never ships a default password: an empty database gets its first admin from
 * SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD when both are set, otherwise from `npm run create-admin`
 * (Payload's first-user screen is closed in production). Once any staff user exists this does nothing.
 */
export async function ensureInitialAdmin(
  payload: Payload,
  env: Pick<ServerEnv, 'SEED_ADMIN_EMAIL' | 'SEED_ADMIN_PASSWORD'>,
): Promise<'created' | 'exists' | 'skipped'> {
  if (!env.SEED_ADMIN_EMAIL || !env.SEED_ADMIN_PASSWORD) return 'skipped'
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return 'exists'
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      name: 'Administrator',
      email: env.SEED_ADMIN_EMAIL,
      password: env.SEED_ADMIN_PASSWORD,
      role: 'admin',
    },
  })
  payload.logger.info(`Created the first admin ${env.SEED_ADMIN_EMAIL} from SEED_ADMIN_EMAIL.`)
  return 'created'
}

export type NewAdmin = { email: string; name: string; password: string }

/**
 * `npm run create-admin`: one more admin, at any time (whoever runs it already holds the
 * database). Refuses an email a staff user already has and a password under 12 characters.
 */
export async function createAdmin(
  payload: Payload,
  admin: NewAdmin,
): Promise<{ ok: true; id: number | string } | { ok: false; reason: string }> {
  const email = admin.email.trim().toLowerCase()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return { ok: false, reason: 'not an email address' }
  if (admin.password.length < 12) return { ok: false, reason: 'password under 12 characters' }
  const { totalDocs } = await payload.count({
    collection: 'users',
    overrideAccess: true,
    where: { email: { equals: email } },
  })
  if (totalDocs > 0) return { ok: false, reason: `a staff user ${email} exists already` }
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      name: admin.name.trim() || 'Administrator',
      email,
      password: admin.password,
      role: 'admin',
    },
  })
  return { ok: true, id: user.id }
}
