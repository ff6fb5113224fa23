import type { NumberField } from 'payload'

/** Display order, smallest first. */
export const orderField: NumberField = {
  name: 'order',
  type: 'number',
  defaultValue: 0,
  index: true,
  label: { en: 'Order', ar: 'الترتيب' },
  admin: { position: 'sidebar', step: 1 },
}
