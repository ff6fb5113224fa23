import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { CARS } from '@/booking/cars'
import { invalidationHooks } from '@/booking/operations/cacheInvalidation'
import { piastersField } from '@/fields/piasters'

import { nameTheRoute } from './hooks/nameTheRoute'
import { placeOfRegion, sameDirectionRoutes } from './validateRoute'
import { DATA_GROUP } from '../dataGroup'

const invalidateCatalog = invalidationHooks(['booking-catalog'])

/**
 * A route of a region's price list: from one place to another, a price per car in EGP (stored as
 * whole piasters) and whether it may be paid in cash. A route also prices its reverse unless it
 * is one-directional; a row of the reverse direction, when there is one, wins for that direction.
 * A car left empty is not offered on the route.
 */
export const PriceLists: CollectionConfig = {
  slug: 'price-lists',
  labels: {
    singular: { en: 'Route price', ar: 'سعر مسار' },
    plural: { en: 'Price lists', ar: 'قوائم الأسعار' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'route',
    defaultColumns: ['route', 'region', 'prices.corolla', 'oneDirectional', 'cashAllowed'],
    description: {
      en: 'Prices are per car, not per person, in EGP, for one direction of the route. A round trip costs both directions.',
      ar: 'الأسعار للسيارة وليست للفرد، بالجنيه المصري، لاتجاه واحد من المسار. الرحلة ذهابًا وعودة تُحسب بسعر الاتجاهين.',
    },
  },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'route',
  hooks: {
    beforeChange: [nameTheRoute],
    afterChange: invalidateCatalog.afterChange,
    afterDelete: invalidateCatalog.afterDelete,
  },
  fields: [
    {
      name: 'route',
      type: 'text',
      label: { en: 'Route', ar: 'المسار' },
      admin: {
        readOnly: true,
        description: {
          en: 'Written from the places when the row is saved.',
          ar: 'يُكتب من الأماكن عند حفظ السطر.',
        },
      },
    },
    {
      name: 'region',
      type: 'relationship',
      relationTo: 'regions',
      required: true,
      index: true,
      label: { en: 'Region', ar: 'المنطقة' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'from',
          type: 'relationship',
          relationTo: 'places',
          required: true,
          index: true,
          label: { en: 'From', ar: 'من' },
          filterOptions: ({ data }) =>
            data?.region ? { region: { equals: idOf(data.region) } } : true,
          validate: placeOfRegion,
        },
        {
          name: 'to',
          type: 'relationship',
          relationTo: 'places',
          required: true,
          index: true,
          label: { en: 'To', ar: 'إلى' },
          filterOptions: ({ data }) =>
            data?.region ? { region: { equals: idOf(data.region) } } : true,
          validate: sameDirectionRoutes,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'oneDirectional',
          type: 'checkbox',
          defaultValue: false,
          label: { en: 'One direction only', ar: 'اتجاه واحد فقط' },
          admin: {
            description: {
              en: 'The reverse trip is not priced by this row.',
              ar: 'لا يُسعَّر الاتجاه العكسي بهذا السطر.',
            },
          },
        },
        {
          name: 'cashAllowed',
          type: 'checkbox',
          defaultValue: true,
          label: { en: 'Cash payment allowed', ar: 'الدفع النقدي مسموح' },
        },
      ],
    },
    {
      name: 'prices',
      type: 'group',
      label: { en: 'Price per car (EGP)', ar: 'السعر لكل سيارة (بالجنيه)' },
      admin: {
        description: {
          en: 'Leave a car empty when it is not offered on this route.',
          ar: 'اترك السيارة فارغة إذا لم تكن متاحة على هذا المسار.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: CARS.map((car) => piastersField(car.code, car.name)),
        },
      ],
    },
    {
      // When a driver or vehicle is busy (decision 0185): the leg's window is its drive.
      name: 'driveMinutes',
      type: 'number',
      min: 10,
      max: 1440,
      admin: {
        step: 5,
        description: {
          en: 'The expected drive in minutes, for the dispatch; empty: the settings’ figure.',
          ar: 'مدة القيادة المتوقعة بالدقائق لإسناد الرحلات؛ إن تُركت فارغة تُستخدم قيمة الإعدادات.',
        },
      },
      label: { en: 'Drive (minutes)', ar: 'مدة القيادة (بالدقائق)' },
    },
  ],
}

const idOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'id' in value ? value.id : value
