import type { GlobalConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { publishedContent } from '@/access/publishedContent'
import { revalidateGlobalAfterChange } from '@/content/revalidate'
import { DATA_GROUP } from '../collections/dataGroup'

/** The terms and conditions at /terms. Each language keeps its own text (the spec's terms differ). */
export const Terms: GlobalConfig = {
  slug: 'terms',
  label: { en: 'Terms and conditions', ar: 'الشروط والأحكام' },
  admin: { group: DATA_GROUP },
  access: { read: publishedContent, readVersions: isAdmin, update: isAdmin },
  versions: { drafts: true, max: 20 },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Title', ar: 'العنوان' },
    },
    {
      name: 'content',
      type: 'richText',
      required: true,
      localized: true,
      label: { en: 'Content', ar: 'المحتوى' },
    },
  ],
}
