import type { CollectionConfig } from 'payload'

import { activeOrStaff } from '@/access/activeOrStaff'
import { isAdmin } from '@/access/isAdmin'
import { invalidationHooks } from '@/booking/operations/cacheInvalidation'
import { NAMED_PLACE_KINDS } from '@/booking/namedPlaces'
import { orderField } from '@/fields/order'

import { DATA_GROUP } from './dataGroup'

const KIND_LABELS = {
  hotel: { en: 'Hotel', ar: 'فندق' },
  landmark: { en: 'Landmark', ar: 'معلم' },
  terminal: { en: 'Terminal or station', ar: 'صالة أو محطة' },
} as const

/**
 * Hotels, landmarks and terminals visitors search by (decision 0137). Each belongs to one priced
 * place: choosing it books that place at that place's price, and its name goes onto the booking.
 * Admins write them; anybody reads the active ones (the booking form lists them with the places).
 */
export const NamedPlaces: CollectionConfig = {
  slug: 'named-places',
  labels: {
    singular: { en: 'Named place', ar: 'مكان بالاسم' },
    plural: { en: 'Hotels and landmarks', ar: 'الفنادق والمعالم' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'place', 'active'],
    listSearchableFields: ['name'],
  },
  access: { read: activeOrStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'order',
  hooks: invalidationHooks(['booking-catalog']),
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Name', ar: 'الاسم' },
    },
    {
      name: 'place',
      type: 'relationship',
      relationTo: 'places',
      required: true,
      index: true,
      label: { en: 'Priced place', ar: 'المكان المسعّر' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'The district or zone whose prices apply: choosing this name books that place.',
          ar: 'الحي أو المنطقة التي تسري أسعارها: اختيار هذا الاسم يحجز ذلك المكان.',
        },
      },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'hotel',
      options: NAMED_PLACE_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
      label: { en: 'Kind', ar: 'النوع' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'aliases',
      type: 'array',
      label: { en: 'Other names', ar: 'أسماء أخرى' },
      labels: {
        singular: { en: 'Other name', ar: 'اسم آخر' },
        plural: { en: 'Other names', ar: 'أسماء أخرى' },
      },
      admin: {
        description: {
          en: 'Other names and spellings visitors may type, in either language (e.g. Mena House, مينا هاوس).',
          ar: 'أسماء وتهجئات أخرى قد يكتبها الزائر بأي من اللغتين (مثل Mena House، مينا هاوس).',
        },
      },
      fields: [
        {
          name: 'alias',
          type: 'text',
          required: true,
          maxLength: 100,
          label: { en: 'Name', ar: 'الاسم' },
        },
      ],
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      label: { en: 'Listed', ar: 'معروض' },
      admin: { position: 'sidebar' },
    },
    orderField,
  ],
}
