import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { DATA_GROUP } from './dataGroup'

/** Fixed-window counters behind the rate limits (src/account/rateLimits.ts), in PostgreSQL. */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  labels: {
    singular: { en: 'Rate limit', ar: 'حد المعدل' },
    plural: { en: 'Rate limits', ar: 'حدود المعدل' },
  },
  admin: { group: DATA_GROUP, hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'windowStart', type: 'date', required: true },
  ],
}
