import type { Field } from 'payload'

import { nobodyField } from '@/access/nobody'

/**
 * Payload's `sessions` of an auth collection (the ids its JWTs name), readable by nobody through
 * the API. Payload's own rule lets a reader see them when the reader's id equals the document's,
 * and ids of staff users and customers are counted apart: operator 3 read customer 3's sessions.
 * Payload merges this over its own field; its strategy and the site read them with overrideAccess,
 * which skips field access. (Salt, hash, reset tokens and the lock fields are already `hidden`.)
 */
export const privateSessions: Field = {
  name: 'sessions',
  type: 'array',
  fields: [],
  access: { read: nobodyField, create: nobodyField, update: nobodyField },
  admin: { disabled: true },
}
