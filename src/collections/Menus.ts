import type { CollectionConfig } from 'payload'

import { publicContent } from '@/access/publicContent'
import { isAdmin } from '@/access/isAdmin'
import { revalidateHooks } from '@/content/revalidate'
import { orderField } from '@/fields/order'
import { DATA_GROUP } from './dataGroup'

/** Link is a site path (/p/airport-guide) or a full https:// address. */
const LINK = /^(\/[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9]+)$/

/** The spec's menus: a name per language, items with a name per language, a link, a blank flag. */
export const Menus: CollectionConfig = {
  slug: 'menus',
  labels: {
    singular: { en: 'Menu', ar: 'قائمة' },
    plural: { en: 'Menus', ar: 'القوائم' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'name',
    defaultColumns: ['name', 'order'],
  },
  access: { read: publicContent, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'order',
  hooks: revalidateHooks,
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Name', ar: 'الاسم' },
    },
    {
      name: 'items',
      type: 'array',
      label: { en: 'Items', ar: 'العناصر' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              type: 'text',
              required: true,
              localized: true,
              label: { en: 'Name', ar: 'الاسم' },
            },
            {
              name: 'link',
              type: 'text',
              required: true,
              label: { en: 'Link', ar: 'الرابط' },
              validate: (value: unknown) =>
                typeof value === 'string' && LINK.test(value)
                  ? true
                  : 'Use a site path such as /p/about or a full https:// address.',
            },
            {
              name: 'blank',
              type: 'checkbox',
              defaultValue: false,
              label: { en: 'Open in a new tab', ar: 'فتح في علامة تبويب جديدة' },
            },
          ],
        },
      ],
    },
    orderField,
  ],
}
