import type { CollectionConfig, FieldHook, TextField, Validate } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { CAIRO_DAY, cleanText } from '@/fleet/roster'
import { adminText } from '@/fields/adminText'
import { normalizePhone } from '@/lib/phone'

import { DATA_GROUP } from './dataGroup'

const trimmed: FieldHook = ({ value }) =>
  typeof value === 'string' ? cleanText(value) || null : value

/** A mobile typed in any form an Egyptian or international number is written, stored E.164. */
const mobileInE164: FieldHook = ({ value }) =>
  typeof value === 'string' ? (normalizePhone(value) ?? cleanText(value)) : value

const isE164: Validate<string | null | undefined> = (value, { req }) =>
  typeof value === 'string' && /^\+\d{8,15}$/.test(value)
    ? true
    : adminText(req, {
        en: 'A mobile number, e.g. 010 1234 5678 or +20 10 1234 5678.',
        ar: 'رقم محمول، مثل 010 1234 5678 أو ‎+20 10 1234 5678.',
      })

/** A Cairo day as YYYY-MM-DD; `required` refuses an empty one. */
export const cairoDayValidate =
  (required: boolean): Validate<string | null | undefined> =>
  (value, { req }) =>
    (!required && (value === null || value === undefined || value === '')) ||
    (typeof value === 'string' && CAIRO_DAY.test(value))
      ? true
      : adminText(req, {
          en: 'A day as YYYY-MM-DD, e.g. 2027-06-30.',
          ar: 'يوم بالصيغة YYYY-MM-DD، مثل 2027-06-30.',
        })

const nameLength: Validate<string | null | undefined> = (value, { req }) =>
  typeof value === 'string' && value.length >= 2 && value.length <= 80
    ? true
    : adminText(req, { en: 'A name of 2 to 80 characters.', ar: 'اسم من 2 إلى 80 حرفًا.' })

const name = (field: 'nameEn' | 'nameAr', label: { en: string; ar: string }): TextField => ({
  name: field,
  type: 'text',
  required: true,
  index: true,
  label,
  hooks: { beforeValidate: [trimmed] },
  validate: nameLength,
})

/**
 * The company's drivers (issue 45; decision 0185): admins keep them, operators read them to
 * dispatch. The name in both languages (the customer's SMS and pages in theirs), the mobile the
 * driver's link goes to, the licence and its expiry (a driver whose licence has expired is not
 * dispatched), and the supplier company of a subcontracted driver.
 */
export const Drivers: CollectionConfig = {
  slug: 'drivers',
  labels: {
    singular: { en: 'Driver', ar: 'سائق' },
    plural: { en: 'Drivers', ar: 'السائقون' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'nameEn',
    defaultColumns: ['nameEn', 'nameAr', 'mobile', 'licenceExpiry', 'supplier', 'active'],
  },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'nameEn',
  fields: [
    {
      type: 'row',
      fields: [
        name('nameEn', { en: 'Name in English', ar: 'الاسم بالإنجليزية' }),
        name('nameAr', { en: 'Name in Arabic', ar: 'الاسم بالعربية' }),
      ],
    },
    {
      name: 'mobile',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Mobile', ar: 'المحمول' },
      hooks: { beforeValidate: [mobileInE164] },
      validate: isE164,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'licenceNumber',
          type: 'text',
          required: true,
          label: { en: 'Driving licence number', ar: 'رقم رخصة القيادة' },
          hooks: { beforeValidate: [trimmed] },
        },
        {
          name: 'licenceExpiry',
          type: 'text',
          required: true,
          index: true,
          label: { en: 'Licence valid until (YYYY-MM-DD)', ar: 'الرخصة سارية حتى (YYYY-MM-DD)' },
          validate: cairoDayValidate(true),
        },
      ],
    },
    {
      name: 'supplier',
      type: 'text',
      index: true,
      label: { en: 'Supplier company', ar: 'الشركة المورّدة' },
      hooks: { beforeValidate: [trimmed] },
      admin: {
        description: {
          en: 'For a subcontracted driver: the company they drive for. Empty for our own drivers.',
          ar: 'للسائق المتعاقد من الباطن: الشركة التي يعمل لديها. اتركه فارغًا لسائقينا.',
        },
      },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      label: { en: 'Active (may be dispatched)', ar: 'نشط (يمكن إسناد الرحلات إليه)' },
      admin: { position: 'sidebar' },
    },
  ],
}
