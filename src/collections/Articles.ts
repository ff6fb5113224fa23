import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { publishedContent } from '@/access/publishedContent'
import { revalidateHooks } from '@/content/revalidate'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { DATA_GROUP } from './dataGroup'

/** Content pages served at /p/{slug}; /p lists the published ones. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: {
    singular: { en: 'Article', ar: 'مقال' },
    plural: { en: 'Articles', ar: 'المقالات' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
  },
  access: {
    read: publishedContent,
    readVersions: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: '-publishedAt',
  hooks: revalidateHooks,
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Title', ar: 'العنوان' },
    },
    slugField(),
    {
      name: 'excerpt',
      type: 'textarea',
      localized: true,
      label: { en: 'Summary', ar: 'الملخص' },
    },
    {
      name: 'heroImage',
      type: 'upload',
      relationTo: 'media',
      label: { en: 'Header image', ar: 'صورة الرأس' },
    },
    {
      name: 'content',
      type: 'richText',
      required: true,
      localized: true,
      label: { en: 'Content', ar: 'المحتوى' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      label: { en: 'Published on', ar: 'تاريخ النشر' },
      admin: { position: 'sidebar' },
    },
    seoField,
  ],
}
