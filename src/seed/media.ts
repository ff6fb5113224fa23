import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'
import sharp from 'sharp'

/** Every seed call skips the editorial revalidation: there is no Next cache in a script. */
export const SEED_CONTEXT = { disableRevalidate: true } as const

export type Localized = { en: string; ar: string }

type ImageFormat = 'jpeg' | 'webp' | 'png'

export type SeedImage = {
  /** The SVG source in src/seed/images, without extension; also the uploaded file's name. */
  name: string
  format: ImageFormat
  alt: Localized
}

const IMAGES_DIR = fileURLToPath(new URL('./images/', import.meta.url))

const MIME: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
}
const EXTENSION: Record<ImageFormat, string> = { jpeg: 'jpg', webp: 'webp', png: 'png' }

/** Rasterises one of the seed's SVG illustrations: photos-like scenes lossy, logos lossless. */
export async function renderImage(image: Pick<SeedImage, 'name' | 'format'>): Promise<Buffer> {
  const svg = await readFile(`${IMAGES_DIR}${image.name}.svg`)
  const picture = sharp(svg)
  switch (image.format) {
    case 'jpeg':
      return picture.jpeg({ quality: 78, mozjpeg: true }).toBuffer()
    case 'webp':
      return picture.webp({ quality: 78 }).toBuffer()
    case 'png':
      // Logos: cut the empty canvas around the artwork, keep a small margin, 8-bit palette.
      return sharp(await picture.trim().toBuffer())
        .extend({
          top: 8,
          bottom: 8,
          left: 8,
          right: 8,
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        })
        .png({ palette: true, compressionLevel: 9 })
        .toBuffer()
  }
}

/**
 * Uploads a seed image once: an upload whose file name is this image's (Payload adds `-1`, `-2`
 * ... when the file already exists on disk) is reused, so a part that failed half-way and runs
 * again does not upload its pictures twice. English alt text first, then the Arabic one.
 */
export async function ensureImage(payload: Payload, image: SeedImage): Promise<number> {
  const extension = EXTENSION[image.format]
  const sameName = new RegExp(`^${image.name}(-\\d+)?\\.${extension}$`)
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { like: image.name } },
    limit: 20,
    depth: 0,
    pagination: false,
  })
  const found = existing.docs.find((doc) => doc.filename && sameName.test(doc.filename))
  if (found) return found.id

  const data = await renderImage(image)
  const created = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: image.alt.en },
    file: {
      data,
      mimetype: MIME[image.format],
      name: `${image.name}.${extension}`,
      size: data.length,
    },
    context: SEED_CONTEXT,
  })
  await payload.update({
    collection: 'media',
    id: created.id,
    locale: 'ar',
    data: { alt: image.alt.ar },
    context: SEED_CONTEXT,
  })
  return created.id
}
