import type { TextField } from 'payload'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A URL slug: lower-case words joined by dashes, unique in its collection, the same in both languages. */
export const slugField = (overrides: Partial<TextField> = {}): TextField =>
  ({
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    label: { en: 'Slug (address)', ar: 'المعرّف في الرابط' },
    admin: {
      position: 'sidebar',
      description: {
        en: 'Lower-case letters, digits and dashes, e.g. airport-guide',
        ar: 'حروف لاتينية صغيرة وأرقام وشرطات، مثل airport-guide',
      },
    },
    validate: (value: unknown) =>
      typeof value === 'string' && SLUG.test(value)
        ? true
        : 'Use lower-case letters, digits and dashes only.',
    ...overrides,
  }) as TextField
