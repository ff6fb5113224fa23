import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { publishedContent } from '@/access/publishedContent'
import { revalidateHooks } from '@/content/revalidate'
import { orderField } from '@/fields/order'
import { DATA_GROUP } from './dataGroup'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: {
    singular: { en: 'FAQ', ar: 'سؤال شائع' },
    plural: { en: 'FAQs', ar: 'الأسئلة الشائعة' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'question',
    defaultColumns: ['question', 'order', '_status'],
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
      name: 'question',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Question', ar: 'السؤال' },
    },
    {
      name: 'answer',
      type: 'textarea',
      required: true,
      localized: true,
      label: { en: 'Answer', ar: 'الإجابة' },
    },
    orderField,
  ],
}
