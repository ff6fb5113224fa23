import type { CollectionConfig } from 'payload'

import { publicContent } from '@/access/publicContent'
import { isAdmin } from '@/access/isAdmin'
import { readServerEnv } from '@/lib/env'
import { refuseStorageFailure } from '@/infra/payloadErrors'
import { DATA_GROUP } from './dataGroup'

const WEBP = { format: 'webp', options: { quality: 74 } } as const

export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { en: 'Media', ar: 'وسائط' },
    plural: { en: 'Media', ar: 'الوسائط' },
  },
  admin: { group: DATA_GROUP },
  // An upload the S3 bucket refused: a 502 with the bucket's reason, not a bare 500.
  hooks: { afterError: [refuseStorageFailure] },
  access: {
    read: publicContent,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  upload: {
    // Uploads live in media/ (keep it on persistent storage; tests use a folder of their own), or
    // in an S3-compatible bucket when S3_BUCKET is set (the storage plugin in payload.config.ts).
    staticDir: readServerEnv().MEDIA_DIR,
    mimeTypes: ['image/*'],
    // The resized copies are WebP whatever was uploaded: a third lighter than JPEG for photos,
    // which is what phones on slow networks load first (the slider's picture is the home page's
    // largest element).
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: WEBP },
      { name: 'card', width: 768, formatOptions: WEBP },
      { name: 'hero', width: 1600, formatOptions: WEBP },
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
