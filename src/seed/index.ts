import type { Payload } from 'payload'

import { seedSettings } from './settings'

/** The development admin; the README gives these credentials. Never created in production. */
export const DEV_ADMIN = {
  name: 'Masar Admin',
  email: 'admin@masar.test',
  password: 'masar-admin-2026',
} as const

export type SeedOptions = { devAdmin: boolean }

/** Loads the demo content. Idempotent: each part leaves what already exists alone. */
export async function seed(payload: Payload, options: SeedOptions): Promise<string[]> {
  const report: string[] = []
  if (options.devAdmin) {
    const existing = await payload.find({
      collection: 'users',
      where: { email: { equals: DEV_ADMIN.email } },
      limit: 1,
      overrideAccess: true,
    })
    if (existing.totalDocs === 0) {
      await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { ...DEV_ADMIN, role: 'admin' },
      })
      report.push(`dev admin ${DEV_ADMIN.email}`)
    }
  }
  if (await seedSettings(payload)) report.push('settings')
  return report.length ? report : ['nothing new']
}
