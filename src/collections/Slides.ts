import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { publishedContent } from '@/access/publishedContent'
import { revalidateHooks } from '@/content/revalidate'
import { orderField } from '@/fields/order'
import { DATA_GROUP } from './dataGroup'

/** The home page slider (four seeded). */
export const Slides: CollectionConfig = {
  slug: 'slides',
  labels: {
    singular: { en: 'Slide', ar: 'شريحة' },
    plural: { en: 'Home slider', ar: 'شرائح الرئيسية' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'title',
    defaultColumns: ['title', 'order', '_status'],
  },
  access: {
    read: publishedContent,
    readVersions: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: 'order',
  hooks: revalidateHooks,
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Title', ar: 'العنوان' },
    },
    {
      name: 'text',
      type: 'textarea',
      localized: true,
      label: { en: 'Text', ar: 'النص' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: { en: 'Image (wide, 1600 px or more)', ar: 'الصورة (عريضة، 1600 بكسل أو أكثر)' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'linkLabel',
          type: 'text',
          localized: true,
          label: { en: 'Button text', ar: 'نص الزر' },
        },
        {
          name: 'linkHref',
          type: 'text',
          label: { en: 'Button link (e.g. /services/maas)', ar: 'رابط الزر (مثل /services/maas)' },
        },
      ],
    },
    orderField,
  ],
}
