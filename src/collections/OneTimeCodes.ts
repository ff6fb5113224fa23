import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { CODE_CHANNELS, CODE_PURPOSES } from '@/accounts/oneTimeCode'
import { DATA_GROUP } from './dataGroup'

/** Issued one-time codes, hashed. Written only by the account service. */
export const OneTimeCodes: CollectionConfig = {
  slug: 'one-time-codes',
  labels: {
    singular: { en: 'One-time code', ar: 'رمز لمرة واحدة' },
    plural: { en: 'One-time codes', ar: 'رموز لمرة واحدة' },
  },
  admin: {
    group: DATA_GROUP,
    defaultColumns: ['customer', 'purpose', 'channel', 'destination', 'createdAt', 'consumedAt'],
    hidden: ({ user }) => user?.role !== 'admin',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      // Not required: Payload's foreign key to a customer is always ON DELETE SET NULL, which a
      // NOT NULL column refused, so no customer who ever got a code could be deleted (issue 29).
      // The customer's codes are deleted with them (`eraseCustomer`); none is left without one.
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
    },
    { name: 'purpose', type: 'select', required: true, options: [...CODE_PURPOSES] },
    { name: 'channel', type: 'select', required: true, options: [...CODE_CHANNELS] },
    { name: 'destination', type: 'text', required: true },
    { name: 'codeHash', type: 'text', required: true, admin: { hidden: true } },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'wrongTries', type: 'number', required: true, defaultValue: 0 },
    { name: 'consumedAt', type: 'date' },
    { name: 'voidedAt', type: 'date' },
  ],
}
