import type { CollectionConfig, Validate } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { isPiasters } from '@/booking/money'
import { PROMO_CODE_MAX_LENGTH, PROMO_KINDS } from '@/booking/promo'
import { adminText } from '@/fields/adminText'
import { upperCaseCodeField } from '@/fields/code'
import { piastersField } from '@/fields/piasters'

import { DATA_GROUP } from './dataGroup'

const CAIRO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

const cairoDay: Validate<string | null | undefined> = (value, { req }) =>
  value === null || value === undefined || value === '' || CAIRO_DAY.test(value)
    ? true
    : adminText(req, {
        en: 'A Cairo calendar day as YYYY-MM-DD, e.g. 2026-12-31.',
        ar: 'يوم بتوقيت القاهرة بالصيغة YYYY-MM-DD، مثل 2026-12-31.',
      })

const positiveCount: Validate<number | null | undefined> = (value, { req }) =>
  value === null || value === undefined || (Number.isInteger(value) && value > 0)
    ? true
    : adminText(req, {
        en: 'A whole number above 0, or empty for no limit.',
        ar: 'عدد صحيح أكبر من صفر، أو اتركه فارغًا بلا حد.',
      })

/**
 * Promo codes (docs/decisions/0150-promo-codes.md). Admins write them; staff read them (the desk
 * shows which code a booking used); nobody else lists them: the booking looks one code up by its
 * exact text on the server (`src/booking/operations/promo.ts`).
 */
export const PromoCodes: CollectionConfig = {
  slug: 'promo-codes',
  labels: {
    singular: { en: 'Promo code', ar: 'رمز خصم' },
    plural: { en: 'Promo codes', ar: 'رموز الخصم' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'code',
    defaultColumns: ['code', 'kind', 'percent', 'amount', 'validFrom', 'validTo', 'active'],
  },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    upperCaseCodeField({
      label: { en: 'Code', ar: 'الرمز' },
      pattern: new RegExp(`^[A-Z0-9][A-Z0-9_-]{1,${PROMO_CODE_MAX_LENGTH - 1}}$`),
      hint: {
        en: `What the customer types, any case: 2 to ${PROMO_CODE_MAX_LENGTH} letters, digits, - or _, e.g. WELCOME10.`,
        ar: `ما يكتبه العميل بأي حالة أحرف: من 2 إلى ${PROMO_CODE_MAX_LENGTH} حرفًا لاتينيًا أو رقمًا أو - أو _، مثل WELCOME10.`,
      },
    }),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'percent',
      options: PROMO_KINDS.map((value) => ({
        value,
        label:
          value === 'percent'
            ? { en: 'Percent off', ar: 'نسبة مئوية' }
            : { en: 'Fixed amount off', ar: 'مبلغ ثابت' },
      })),
      label: { en: 'Discount', ar: 'الخصم' },
    },
    {
      name: 'percent',
      type: 'number',
      min: 1,
      max: 100,
      label: { en: 'Percent off (1-100)', ar: 'نسبة الخصم (1-100)' },
      admin: { condition: (data) => data?.kind === 'percent' },
      validate: ((value, { req, siblingData }) => {
        const kind = (siblingData as { kind?: string }).kind
        if (kind !== 'percent') return true
        return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 100
          ? true
          : adminText(req, { en: 'A whole percent from 1 to 100.', ar: 'نسبة صحيحة من 1 إلى 100.' })
      }) satisfies Validate<number | null | undefined>,
    },
    piastersField(
      'amount',
      { en: 'Amount off (EGP)', ar: 'مبلغ الخصم (جنيه)' },
      {
        admin: { condition: (data) => data?.kind === 'fixed' },
        validate: ((value, { req, siblingData }) => {
          const kind = (siblingData as { kind?: string }).kind
          if (kind !== 'fixed') return true
          return isPiasters(value) && value > 0
            ? true
            : adminText(req, { en: 'Enter an amount above 0.', ar: 'أدخل مبلغًا أكبر من صفر.' })
        }) satisfies Validate<number | null | undefined>,
      },
    ),
    {
      name: 'regions',
      type: 'relationship',
      relationTo: 'regions',
      hasMany: true,
      label: { en: 'Regions (empty: all)', ar: 'المناطق (فارغ: الكل)' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'validFrom',
          type: 'text',
          label: { en: 'First day (Cairo, YYYY-MM-DD)', ar: 'أول يوم (القاهرة، YYYY-MM-DD)' },
          validate: cairoDay,
        },
        {
          name: 'validTo',
          type: 'text',
          label: { en: 'Last day (Cairo, YYYY-MM-DD)', ar: 'آخر يوم (القاهرة، YYYY-MM-DD)' },
          validate: cairoDay,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'totalUses',
          type: 'number',
          label: {
            en: 'Uses in all (empty: no limit)',
            ar: 'مرات الاستخدام الكلية (فارغ: بلا حد)',
          },
          validate: positiveCount,
        },
        {
          name: 'usesPerCustomer',
          type: 'number',
          label: {
            en: 'Uses per customer (empty: no limit)',
            ar: 'مرات الاستخدام لكل عميل (فارغ: بلا حد)',
          },
          validate: positiveCount,
        },
      ],
    },
    piastersField('minimumPrice', {
      en: 'Minimum price (EGP, empty: none)',
      ar: 'أقل سعر (جنيه، فارغ: بلا حد)',
    }),
    {
      name: 'includesExtras',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Also discounts the extras', ar: 'يخصم من الإضافات أيضًا' },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Active', ar: 'مفعّل' },
      admin: { position: 'sidebar' },
    },
  ],
}
