import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { readServerEnv } from '@/lib/env'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { en: 'Media', ar: 'وسائط' },
    plural: { en: 'Media', ar: 'الوسائط' },
  },
  admin: { group: { en: 'Content', ar: 'المحتوى' } },
  access: {
    read: anyone,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  upload: {
    // Uploads live in media/ (keep it on persistent storage); tests use a folder of their own.
    staticDir: readServerEnv().MEDIA_DIR,
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Alternative text', ar: 'النص البديل' },
    },
  ],
}
