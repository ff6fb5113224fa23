import type { DateField, Field } from 'payload'

import { CAIRO_TIME_ZONE } from '@/booking/cairoTime'

const CAIRO_DATE_CELL = '/fields/CairoDateCell#CairoDateCell'

/** Cairo only: the picker offers no other zone (label in both admin languages). */
const CAIRO_ONLY = [{ label: 'Cairo / القاهرة', value: CAIRO_TIME_ZONE }]

/**
 * A date and time staff read and type as Cairo time, whatever their computer's time zone
 * (docs/decisions.md, "Staff admin"):
 * - list views show it with `CairoDateCell` ("Fri, 24 Apr 2026, 14:30 (Cairo)");
 * - the edit view uses Payload's time-zone support with Cairo as the only zone, so the picker
 *   shows and takes Cairo's wall clock. Payload keeps the chosen zone in a sibling `<name>_tz`
 *   select; with one possible zone there is nothing to store, so that field is virtual (no
 *   column, no migration), always Cairo: by default in the form, and set before validation on
 *   every write so a required date never lacks its zone.
 * The stored value stays the UTC instant it always was.
 */
export function cairoDateField(field: Omit<DateField, 'type'>): DateField {
  return {
    ...field,
    type: 'date',
    admin: {
      ...field.admin,
      date: { pickerAppearance: 'dayAndTime', ...field.admin?.date },
      components: { Cell: CAIRO_DATE_CELL, ...field.admin?.components },
    },
    timezone: {
      supportedTimezones: CAIRO_ONLY,
      defaultTimezone: CAIRO_TIME_ZONE,
      override: ({ baseField }) => ({
        ...baseField,
        virtual: true,
        required: false,
        hooks: { beforeValidate: [() => CAIRO_TIME_ZONE] },
        admin: {
          ...baseField.admin,
          hidden: true,
          disableListColumn: true,
          disableListFilter: true,
        },
      }),
    },
  }
}

/**
 * Payload's `createdAt` and `updatedAt`, said explicitly only to give their list cells Cairo time:
 * the same names, type, index and (hidden) admin as the ones Payload adds, so the schema is unchanged.
 */
export const cairoTimestamps: Field[] = (['createdAt', 'updatedAt'] as const).map((name) => ({
  name,
  type: 'date',
  index: true,
  label: ({ t }) => t(name === 'createdAt' ? 'general:createdAt' : 'general:updatedAt'),
  admin: {
    hidden: true,
    disableBulkEdit: true,
    date: { pickerAppearance: 'dayAndTime' },
    components: { Cell: CAIRO_DATE_CELL },
  },
}))
