import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { invalidationHooks } from '@/booking/operations/cacheInvalidation'
import { upperCaseCodeField } from '@/fields/code'
import { orderField } from '@/fields/order'
import { DATA_GROUP } from './dataGroup'

/** Airlines flying to the three airports: the booking form suggests them next to flight numbers. */
export const Airlines: CollectionConfig = {
  slug: 'airlines',
  labels: {
    singular: { en: 'Airline', ar: 'شركة طيران' },
    plural: { en: 'Airlines', ar: 'شركات الطيران' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'airports', 'active'],
    listSearchableFields: ['name', 'code'],
  },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'order',
  hooks: invalidationHooks(['airlines']),
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Name', ar: 'الاسم' },
    },
    upperCaseCodeField({
      label: { en: 'IATA code', ar: 'رمز IATA' },
      // Two letters, or a letter and a digit (G9, 3U), as flight numbers begin.
      pattern: /^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z])$/,
      hint: {
        en: 'The two-character IATA code that begins its flight numbers, e.g. MS or G9.',
        ar: 'رمز IATA المكوّن من خانتين الذي تبدأ به أرقام رحلاتها، مثل MS أو G9.',
      },
    }),
    {
      name: 'airports',
      type: 'relationship',
      relationTo: 'places',
      hasMany: true,
      label: { en: 'Airports it serves', ar: 'المطارات التي تخدمها' },
      filterOptions: { kind: { equals: 'airport' } },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Suggested in the booking form', ar: 'تُقترح في نموذج الحجز' },
      admin: { position: 'sidebar' },
    },
    orderField,
  ],
}
