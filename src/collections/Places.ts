import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { invalidationHooks } from '@/booking/operations/cacheInvalidation'
import { orderField } from '@/fields/order'
import { slugField } from '@/fields/slug'
import { DATA_GROUP } from './dataGroup'

/**
 * Where a trip can start or end: the airports and the districts and hotel zones of each region.
 * The booking form, the quote and reservations name a place by its `code`, which never changes.
 */
export const Places: CollectionConfig = {
  slug: 'places',
  labels: {
    singular: { en: 'Place', ar: 'مكان' },
    plural: { en: 'Places', ar: 'الأماكن' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'region', 'kind', 'canPickup', 'canDropoff', 'active'],
    listSearchableFields: ['name', 'code', 'searchTerms'],
  },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'order',
  // Airlines list the airports they serve by place code.
  hooks: invalidationHooks(['booking-catalog', 'airlines']),
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Name', ar: 'الاسم' },
    },
    slugField({
      name: 'code',
      label: { en: 'Code', ar: 'الرمز' },
      access: { update: () => false },
      admin: {
        position: 'sidebar',
        description: {
          en: 'Lower-case letters, digits and dashes, starting with the region, e.g. cai-zamalek. Bookings refer to it: it cannot be changed later.',
          ar: 'حروف لاتينية صغيرة وأرقام وشرطات تبدأ برمز المنطقة، مثل cai-zamalek. تشير إليه الحجوزات، فلا يمكن تغييره لاحقًا.',
        },
      },
    }),
    {
      name: 'region',
      type: 'relationship',
      relationTo: 'regions',
      required: true,
      index: true,
      label: { en: 'Region', ar: 'المنطقة' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'area',
      options: [
        { value: 'airport', label: { en: 'Airport', ar: 'مطار' } },
        { value: 'area', label: { en: 'District or city', ar: 'حي أو مدينة' } },
        { value: 'hotel-zone', label: { en: 'Hotel zone', ar: 'منطقة فنادق' } },
      ],
      label: { en: 'Kind', ar: 'النوع' },
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'canPickup',
          type: 'checkbox',
          defaultValue: true,
          label: { en: 'Trips can start here', ar: 'يمكن بدء الرحلة من هنا' },
        },
        {
          name: 'canDropoff',
          type: 'checkbox',
          defaultValue: true,
          label: { en: 'Trips can end here', ar: 'يمكن إنهاء الرحلة هنا' },
        },
      ],
    },
    {
      name: 'searchTerms',
      type: 'text',
      label: { en: 'Other names', ar: 'أسماء أخرى' },
      admin: {
        description: {
          en: 'Other names and spellings visitors may type, separated by commas (e.g. Tagamoa, El Tagamoa El Khames).',
          ar: 'أسماء وتهجئات أخرى قد يكتبها الزائر، تفصل بينها فواصل (مثل التجمع، Tagamoa).',
        },
      },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Bookable', ar: 'متاح للحجز' },
      admin: { position: 'sidebar' },
    },
    orderField,
  ],
}
