import type { CollectionConfig, FieldHook, Validate } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { cleanText, normalizePlate } from '@/fleet/roster'
import { adminText } from '@/fields/adminText'

import { DATA_GROUP } from './dataGroup'
import { cairoDayValidate } from './Drivers'

const plateHook: FieldHook = ({ value }) =>
  typeof value === 'string' ? (normalizePlate(value) ?? cleanText(value)) : value

const isPlate: Validate<string | null | undefined> = (value, { req }) =>
  typeof value === 'string' && normalizePlate(value) === value
    ? true
    : adminText(req, {
        en: 'A plate of 2 to 16 letters, digits, spaces or dashes, e.g. ن ط ق 1234.',
        ar: 'لوحة من 2 إلى 16 حرفًا أو رقمًا أو مسافة أو شرطة، مثل ن ط ق 1234.',
      })

const optionalCount =
  (min: number): Validate<number | null | undefined> =>
  (value, { req }) =>
    value === null ||
    value === undefined ||
    (Number.isInteger(value) && value >= min && value <= 99)
      ? true
      : adminText(req, {
          en: `A whole number from ${min} to 99, or empty for the car type's.`,
          ar: `عدد صحيح من ${min} إلى 99، أو اتركه فارغًا ليؤخذ من نوع السيارة.`,
        })

/**
 * The company's vehicles (issue 45; decision 0185): admins keep them, operators read them to
 * dispatch. A vehicle is one of the catalogue's car types; it carries the car type's passengers
 * and bags unless its own figures are recorded (a van with a row of seats taken out).
 */
export const Vehicles: CollectionConfig = {
  slug: 'vehicles',
  labels: {
    singular: { en: 'Vehicle', ar: 'مركبة' },
    plural: { en: 'Vehicles', ar: 'المركبات' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'plate',
    defaultColumns: ['plate', 'car', 'persons', 'luggages', 'owner', 'active'],
  },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'plate',
  fields: [
    {
      name: 'plate',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Plate', ar: 'رقم اللوحة' },
      hooks: { beforeValidate: [plateHook] },
      validate: isPlate,
    },
    {
      name: 'car',
      type: 'relationship',
      relationTo: 'cars',
      required: true,
      index: true,
      label: { en: 'Car type', ar: 'نوع السيارة' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'persons',
          type: 'number',
          label: { en: 'Passengers (empty: the car type’s)', ar: 'الركاب (فارغ: حسب نوع السيارة)' },
          admin: { step: 1 },
          validate: optionalCount(1),
        },
        {
          name: 'luggages',
          type: 'number',
          label: { en: 'Bags (empty: the car type’s)', ar: 'الحقائب (فارغ: حسب نوع السيارة)' },
          admin: { step: 1 },
          validate: optionalCount(0),
        },
      ],
    },
    {
      name: 'licenceExpiry',
      type: 'text',
      label: { en: 'Registration valid until (YYYY-MM-DD)', ar: 'الترخيص ساري حتى (YYYY-MM-DD)' },
      validate: cairoDayValidate(false),
    },
    {
      name: 'owner',
      type: 'text',
      index: true,
      label: { en: 'Owner', ar: 'المالك' },
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' ? cleanText(value) || null : value),
        ],
      },
      admin: {
        description: {
          en: 'Empty for our own vehicles; the supplier company for a subcontracted one.',
          ar: 'اتركه فارغًا لمركباتنا؛ أو الشركة المورّدة للمركبة المتعاقد عليها.',
        },
      },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      label: { en: 'Active (may be dispatched)', ar: 'نشطة (يمكن إرسالها)' },
      admin: { position: 'sidebar' },
    },
  ],
}
