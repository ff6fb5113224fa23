import type { NumberField, Validate } from 'payload'

import { isPiasters } from '@/booking/money'

import { adminText } from './adminText'

type Label = { en: string; ar: string }

const positivePiasters: Validate<number | null | undefined> = (value, { req, required }) => {
  if (value === null || value === undefined) {
    return required ? adminText(req, { en: 'Enter an amount.', ar: 'أدخل المبلغ.' }) : true
  }
  if (isPiasters(value) && value > 0) return true
  return adminText(req, {
    en: 'Enter an amount in EGP greater than 0 with at most two decimals, e.g. 1250 or 1250.50.',
    ar: 'أدخل مبلغًا بالجنيه أكبر من صفر وبخانتين عشريتين على الأكثر، مثل 1250 أو 1250.50.',
  })
}

/**
 * An amount of money stored as whole piasters (1 EGP = 100 piasters) and typed in the admin as
 * pounds (`PoundsInput`); list columns show pounds too. Empty is allowed unless `required`.
 */
export const piastersField = (
  name: string,
  label: Label,
  { admin, ...overrides }: Partial<NumberField> = {},
): NumberField =>
  ({
    name,
    type: 'number',
    label,
    validate: positivePiasters,
    ...overrides,
    admin: {
      ...admin,
      components: {
        Field: '/fields/PoundsInput#PoundsInput',
        Cell: '/fields/PoundsCell#PoundsCell',
        ...admin?.components,
      },
    },
  }) as NumberField
