import type { CollectionConfig, Validate } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { CAR_CODES, CARS } from '@/booking/cars'
import { invalidationHooks } from '@/booking/operations/cacheInvalidation'
import { adminText } from '@/fields/adminText'
import { orderField } from '@/fields/order'
import { DATA_GROUP } from './dataGroup'

const wholeNumber =
  (min: number): Validate<number | null | undefined> =>
  (value, { req }) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= 99
      ? true
      : adminText(req, {
          en: `Enter a whole number from ${min} to 99.`,
          ar: `أدخل عددًا صحيحًا من ${min} إلى 99.`,
        })

/**
 * The five vehicles (decisions.md). The code ties a car to its column in the price lists and to
 * reservations, so it is one of `src/booking/cars.ts` and never changes; names, capacities, the
 * picture, the order and whether it is offered are the staff's.
 */
export const Cars: CollectionConfig = {
  slug: 'cars',
  labels: {
    singular: { en: 'Car', ar: 'سيارة' },
    plural: { en: 'Cars', ar: 'السيارات' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'persons', 'luggages', 'active', 'order'],
  },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
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
      name: 'code',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      options: CARS.map((car) => ({ value: car.code, label: car.name })),
      label: { en: 'Vehicle type', ar: 'نوع السيارة' },
      access: { update: () => false },
      admin: {
        position: 'sidebar',
        description: {
          en: `One of ${CAR_CODES.join(', ')}; the price lists have a column for each. Cannot be changed later.`,
          ar: `أحد الأنواع ${CAR_CODES.join('، ')}؛ لكل منها عمود في قوائم الأسعار. لا يمكن تغييره لاحقًا.`,
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'persons',
          type: 'number',
          required: true,
          min: 1,
          max: 99,
          label: { en: 'Passengers', ar: 'عدد الركاب' },
          admin: { step: 1 },
          validate: wholeNumber(1),
        },
        {
          name: 'luggages',
          type: 'number',
          required: true,
          min: 0,
          max: 99,
          label: { en: 'Pieces of luggage', ar: 'عدد الحقائب' },
          admin: { step: 1 },
          validate: wholeNumber(0),
        },
      ],
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: { en: 'Picture', ar: 'الصورة' },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Offered', ar: 'متاحة للحجز' },
      admin: { position: 'sidebar' },
    },
    orderField,
  ],
}
