import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { invalidationHooks } from '@/booking/operations/cacheInvalidation'
import { upperCaseCodeField } from '@/fields/code'
import { DATA_GROUP } from './dataGroup'

/** Countries of ISO 3166-1 with their names in English and Arabic, for the passenger's nationality. */
export const Nationalities: CollectionConfig = {
  slug: 'nationalities',
  labels: {
    singular: { en: 'Nationality', ar: 'جنسية' },
    plural: { en: 'Nationalities', ar: 'الجنسيات' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'name',
    defaultColumns: ['name', 'code'],
    listSearchableFields: ['name', 'code'],
  },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'code',
  hooks: invalidationHooks(['nationalities']),
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Country', ar: 'الدولة' },
    },
    upperCaseCodeField({
      label: { en: 'ISO code', ar: 'رمز ISO' },
      pattern: /^[A-Z]{2}$/,
      hint: {
        en: 'The two-letter ISO 3166-1 code of the country, e.g. EG.',
        ar: 'رمز الدولة من حرفين حسب ISO 3166-1، مثل EG.',
      },
    }),
  ],
}
