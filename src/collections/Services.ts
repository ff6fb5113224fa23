import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { publishedContent } from '@/access/publishedContent'
import { revalidateHooks } from '@/content/revalidate'
import { SERVICE_ICONS, SERVICE_SLUGS } from '@/content/types'
import { orderField } from '@/fields/order'
import { seoField } from '@/fields/seo'
import { DATA_GROUP } from './dataGroup'

export const Services: CollectionConfig = {
  slug: 'services',
  labels: {
    singular: { en: 'Service', ar: 'خدمة' },
    plural: { en: 'Services', ar: 'الخدمات' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'order', '_status'],
  },
  access: {
    read: publishedContent,
    readVersions: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  versions: { drafts: true, maxPerDoc: 20 },
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
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      label: { en: 'Address', ar: 'الرابط' },
      options: SERVICE_SLUGS.map((slug) => ({ label: `/services/${slug}`, value: slug })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      localized: true,
      label: { en: 'Summary (cards and search engines)', ar: 'الملخص (البطاقات ومحركات البحث)' },
    },
    {
      name: 'icon',
      type: 'select',
      required: true,
      defaultValue: 'briefcase',
      options: SERVICE_ICONS.map((icon) => ({ label: icon, value: icon })),
      label: { en: 'Icon', ar: 'الأيقونة' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'heroImage',
      type: 'upload',
      relationTo: 'media',
      label: { en: 'Header image', ar: 'صورة الرأس' },
    },
    {
      name: 'highlights',
      type: 'array',
      label: { en: 'Highlights', ar: 'أبرز المزايا' },
      maxRows: 8,
      fields: [
        {
          name: 'text',
          type: 'text',
          required: true,
          localized: true,
          label: { en: 'Text', ar: 'النص' },
        },
      ],
    },
    {
      name: 'content',
      type: 'richText',
      required: true,
      localized: true,
      label: { en: 'Content', ar: 'المحتوى' },
    },
    orderField,
    seoField,
  ],
}
