import type { Payload } from 'payload'

import type { ServerEnv } from '@/lib/env'

/**
 * Production never ships a default password: an empty database gets its first admin from
 * SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD when both are set, otherwise from Payload's
 * first-user screen at the staff path. Once any staff user exists this does nothing.
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
