import { type Access, type Endpoint, Forbidden, type SanitizedConfig } from 'payload'

import { isAdminUser, isStaffUser } from './roles'

const staffOnly =
  (rule?: Access): Access =>
  (args) =>
    isStaffUser(args.req.user) ? (rule ? rule(args) : true) : false

/**
 * Payload adds two collections of its own while it builds the config, after every plugin ran:
 * document locks (open to any logged-in user, so a customer could list who edits what and lock
 * or unlock documents) and admin preferences (per user, but any logged-in user could write them).
 * Both belong to the admin: staff only, preferences still each user's own. The preferences'
 * own endpoints (`/payload-preferences/:key`) skip access rules, so they are wrapped too.
 */
export function staffOnlySystemCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.slug === 'payload-locked-documents') {
      collection.access = {
        ...collection.access,
        create: staffOnly(),
        read: staffOnly(),
        update: staffOnly(),
        delete: staffOnly(),
      }
    }
    if (collection.slug === 'payload-preferences') {
      const own = collection.access
      collection.access = {
        ...own,
        create: staffOnly(own.create),
        read: staffOnly(own.read),
        update: staffOnly(own.update),
        delete: staffOnly(own.delete),
      }
      if (Array.isArray(collection.endpoints)) {
        collection.endpoints = collection.endpoints.map((endpoint): Endpoint => ({
          ...endpoint,
          handler: (req) => {
            if (!isStaffUser(req.user)) throw new Forbidden(req.t)
            return endpoint.handler(req)
          },
        }))
      }
    }
  }
  for (const global of config.globals) {
    // Payload's job statistics (when each schedule last ran): any logged-in user could read and
    // write them. Admins read them; nobody writes them but the scheduler (on the database).
    if (global.slug === 'payload-jobs-stats') {
      global.access = {
        ...global.access,
        read: ({ req }) => isAdminUser(req.user),
        update: () => false,
        readVersions: () => false,
      }
    }
  }
  return config
}
