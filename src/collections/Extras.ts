import type { CollectionConfig, Validate } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { EXTRA_KINDS, MAX_EXTRA_QUANTITY } from '@/booking/extras'
import { isPiasters } from '@/booking/money'
import { invalidationHooks } from '@/booking/operations/cacheInvalidation'
import { adminText } from '@/fields/adminText'
import { orderField } from '@/fields/order'
import { piastersField } from '@/fields/piasters'
import { DATA_GROUP } from './dataGroup'

const KIND_LABELS: Record<(typeof EXTRA_KINDS)[number], { en: string; ar: string }> = {
  'child-seat': { en: 'Child seat', ar: 'مقعد أطفال' },
  'booster-seat': { en: 'Booster seat', ar: 'مقعد رافع' },
  'name-sign': { en: 'Meet and greet name sign', ar: 'لافتة استقبال بالاسم' },
  'extra-stop': { en: 'Extra stop', ar: 'توقف إضافي' },
  'extra-luggage': { en: 'Extra luggage', ar: 'أمتعة إضافية' },
}

const zeroOrMorePiasters: Validate<number | null | undefined> = (value, { req }) =>
  isPiasters(value)
    ? true
    : adminText(req, {
        en: 'Enter an amount in EGP (0 for free) with at most two decimals, e.g. 150 or 150.50.',
        ar: 'أدخل مبلغًا بالجنيه (صفر للمجاني) بخانتين عشريتين على الأكثر، مثل 150 أو 150.50.',
      })

const CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Priced extras (issue 32 item 4, decision 0130): per region, what a booking may add beside the
 * car. Admins write; staff read; the public reads the active ones of a trip's region through the
 * quote (`POST /api/booking/quote`), never this collection.
 */
export const Extras: CollectionConfig = {
  slug: 'extras',
  labels: {
    singular: { en: 'Extra', ar: 'إضافة' },
    plural: { en: 'Extras', ar: 'الإضافات' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'name',
    defaultColumns: ['name', 'region', 'kind', 'unitPrice', 'maxQuantity', 'active', 'order'],
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
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Code', ar: 'الرمز' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'Lower-case letters, digits and dashes, unique (e.g. cai-child-seat). Bookings keep it.',
          ar: 'حروف لاتينية صغيرة وأرقام وشرطات، لا يتكرر (مثل cai-child-seat). تحفظه الحجوزات.',
        },
      },
      access: { update: () => false },
      validate: (value: unknown, { req }: { req: Parameters<typeof adminText>[0] }) =>
        typeof value === 'string' && CODE.test(value) && value.length <= 100
          ? true
          : adminText(req, {
              en: 'Lower-case letters, digits and dashes only.',
              ar: 'حروف لاتينية صغيرة وأرقام وشرطات فقط.',
            }),
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
      name: 'kind',
      type: 'select',
      required: true,
      options: EXTRA_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
      label: { en: 'Kind', ar: 'النوع' },
      admin: {
        description: {
          en: 'Seats, the name sign and extra luggage are charged on each leg of a round trip; an extra stop once.',
          ar: 'المقاعد ولافتة الاسم والأمتعة الإضافية تُحتسب على كل اتجاه في رحلة الذهاب والعودة؛ والتوقف الإضافي مرة واحدة.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        piastersField(
          'unitPrice',
          { en: 'Price per unit (EGP)', ar: 'سعر الوحدة (جنيه)' },
          { required: true, defaultValue: 0, validate: zeroOrMorePiasters },
        ),
        {
          name: 'maxQuantity',
          type: 'number',
          required: true,
          defaultValue: 1,
          min: 1,
          max: MAX_EXTRA_QUANTITY,
          label: { en: 'Maximum quantity', ar: 'أقصى كمية' },
          admin: { step: 1 },
          validate: (value: unknown, { req }: { req: Parameters<typeof adminText>[0] }) =>
            Number.isInteger(value) &&
            (value as number) >= 1 &&
            (value as number) <= MAX_EXTRA_QUANTITY
              ? true
              : adminText(req, {
                  en: `A whole number from 1 to ${MAX_EXTRA_QUANTITY}.`,
                  ar: `عدد صحيح من 1 إلى ${MAX_EXTRA_QUANTITY}.`,
                }),
        },
      ],
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Offered', ar: 'معروضة' },
      admin: { position: 'sidebar' },
    },
    orderField,
  ],
}
