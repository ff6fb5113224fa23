import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { toImage } from '@/content/shapes'
import type { Media } from '@/payload-types'

import { staffUser } from '../helpers/bookingData'
import { freePort } from '../helpers/ports'
import { EMULATOR_KEY, type S3Emulator, startS3Emulator } from '../helpers/s3Emulator'
import { runMediaInstance, testPicture } from '../helpers/s3Media'

/**
 * Media on S3-compatible storage (docs/deploy.md, "Media on S3-compatible storage"), with the real
 * Payload config on a real PostgreSQL and a local S3 server that checks every request's signature
 * (tests/helpers/s3Emulator.ts): what an operator who sets S3_* sees. An admin's upload and its
 * resized copies land in the bucket under S3_PREFIX and not on the disk; the document's URL serves
 * the picture from the bucket, here and on another instance with the same settings; deleting the
 * document deletes the objects; and a bucket that refuses the keys, or cannot be reached, fails
 * the upload with the service's reason and leaves no media document behind.
 */

const PREFIX = 'masar/media'
const SIZES = ['thumbnail', 'card', 'hero'] as const

let emulator: S3Emulator
let payload: Payload
let serve: (path: string) => Promise<Response>
let picture: Buffer
let admin: Awaited<ReturnType<typeof staffUser>>
/** The environment of this instance: what another instance configured the same gets. */
let s3Env: Record<string, string>
const tag = Date.now().toString(36)

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

/** The object keys of one upload: its original and its resized copies (`<name>-<w>x<h>.webp`). */
const keysOf = (media: Media) =>
  [media.filename, ...SIZES.map((size) => media.sizes?.[size]?.filename)].map(
    (filename) => `${PREFIX}/${filename}`,
  )

async function upload(alt: string, name = `s3-${tag}.png`): Promise<Media> {
  return payload.create({
    collection: 'media',
    user: admin,
    overrideAccess: false,
    data: { alt },
    file: { data: picture, mimetype: 'image/png', name, size: picture.length },
  })
}

beforeAll(async () => {
  emulator = await startS3Emulator()
  s3Env = {
    S3_BUCKET: emulator.bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: emulator.endpoint,
    S3_ACCESS_KEY_ID: EMULATOR_KEY.accessKeyId,
    S3_SECRET_ACCESS_KEY: EMULATOR_KEY.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: PREFIX,
  }
  // The config reads the environment once, when imported: set it first.
  Object.assign(process.env, s3Env)
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const { REST_GET } = await import('@payloadcms/next/routes')
  payload = await getPayload({ config })
  const restGet = REST_GET(config)
  serve = (url: string) => {
    const request = new Request(new URL(url, 'http://localhost'))
    const slug = new URL(request.url).pathname.replace('/api/cms/', '').split('/')
    return restGet(request, { params: Promise.resolve({ slug }) })
  }
  picture = await testPicture()
  admin = await staffUser(payload, 'admin', `media-s3-${tag}`)
})

afterAll(async () => {
  await emulator?.stop()
})

describe('media on an S3-compatible bucket', () => {
  let media: Media

  it("puts an admin's upload and its three resized copies in the bucket under S3_PREFIX, not on the disk", async () => {
    media = await upload(`On S3 ${tag}`)

    expect(media.prefix).toBe(PREFIX)
    for (const size of SIZES) expect(media.sizes?.[size]?.filename).toMatch(/\.webp$/)
    const keys = keysOf(media)
    expect(emulator.keys()).toEqual(expect.arrayContaining(keys))
    expect(emulator.keys().filter((key) => key.includes(`s3-${tag}`))).toHaveLength(4)
    // Every upload was a signed PUT the server accepted.
    const puts = emulator.requests.filter((request) => request.method === 'PUT')
    expect(puts.map((request) => request.path).sort()).toEqual(
      keys.map((key) => `/${emulator.bucket}/${key}`).sort(),
    )
    expect(puts.every((request) => request.signed && request.status === 200)).toBe(true)
    // Nothing in MEDIA_DIR: the next instance could not see it there.
    for (const filename of keys.map((key) => path.posix.basename(key))) {
      expect(existsSync(path.join(process.env.MEDIA_DIR!, filename))).toBe(false)
    }
  })

  it("serves the picture at the document's URL, streamed from the bucket, and each resized copy at its own", async () => {
    expect(media.url).toMatch(
      new RegExp(`/api/cms/media/file/${media.filename}\\?prefix=masar%2Fmedia$`),
    )
    const gets = emulator.requests.length
    const original = await serve(media.url!)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/png')
    expect(sha256(Buffer.from(await original.arrayBuffer()))).toBe(sha256(picture))
    expect(emulator.requests.slice(gets)).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: `/${emulator.bucket}/${PREFIX}/${media.filename}`,
        status: 200,
        signed: true,
      }),
    )

    const hero = await serve(media.sizes!.hero!.url!)
    expect(hero.status).toBe(200)
    expect(hero.headers.get('content-type')).toBe('image/webp')
    const heroPicture = await sharp(Buffer.from(await hero.arrayBuffer())).metadata()
    expect([heroPicture.format, heroPicture.width]).toEqual(['webp', 1600])

    // What the public pages put in <img srcset>: every copy answers with a picture that wide.
    const srcSet = toImage(media, 'card')!.srcSet!.split(', ')
    expect(srcSet).toHaveLength(4)
    for (const entry of srcSet) {
      const [url, width] = entry.split(' ')
      const copy = await serve(url!)
      expect(copy.status, url).toBe(200)
      const { width: actual } = await sharp(Buffer.from(await copy.arrayBuffer())).metadata()
      expect(`${actual}w`, url).toBe(width)
    }
  })

  it('serves the same picture from another instance with the same settings and an empty disk', async () => {
    const emptyDisk = mkdtempSync(path.join(tmpdir(), 'masar-media-'))
    try {
      const answer = await runMediaInstance<{
        status: number
        contentType: string
        sha256: string
      }>({ ...process.env, ...s3Env, MEDIA_DIR: emptyDisk }, ['read', media.url!])
      expect(answer).toEqual({ status: 200, contentType: 'image/png', sha256: sha256(picture) })
    } finally {
      rmSync(emptyDisk, { recursive: true, force: true })
    }
  })

  it('deletes the objects with the document, and the URL then serves nothing', async () => {
    await payload.delete({ collection: 'media', id: media.id, user: admin, overrideAccess: false })

    for (const key of keysOf(media)) expect(emulator.keys()).not.toContain(key)
    // One signed DELETE per object.
    const deletes = emulator.requests.filter((request) => request.method === 'DELETE')
    expect(deletes.map((request) => request.path).sort()).toEqual(
      keysOf(media)
        .map((key) => `/${emulator.bucket}/${key}`)
        .sort(),
    )
    expect(deletes.every((request) => request.signed && request.status === 204)).toBe(true)
    // Payload's file route answers 403 for a file no document has (404 if it found one without
    // an object).
    expect([403, 404]).toContain((await serve(media.url!)).status)
  })
})

describe('media from before the switch to S3', () => {
  it('serves a picture with no prefix of its own (uploaded to MEDIA_DIR) once copied under S3_PREFIX', async () => {
    // A document uploaded to the local disk has an empty prefix; its objects are where the
    // deploy doc's `aws s3 sync media/ s3://<bucket>/<S3_PREFIX>/` puts them.
    const uploaded = await upload(`Before S3 ${tag}`, `legacy-${tag}.png`)
    await payload.db.updateOne({
      collection: 'media',
      where: { id: { equals: uploaded.id } },
      data: { prefix: '' },
    })
    const legacy = await payload.findByID({ collection: 'media', id: uploaded.id })
    expect(legacy.prefix).toBe('')

    const answer = await serve(legacy.url!)
    expect(answer.status).toBe(200)
    expect(sha256(Buffer.from(await answer.arrayBuffer()))).toBe(sha256(picture))

    await payload.delete({ collection: 'media', id: legacy.id, user: admin, overrideAccess: false })
    expect(emulator.keys().filter((key) => key.includes(`legacy-${tag}`))).toEqual([])
  })
})

// Two other instances at once, each with a bucket that refuses (they write nothing).
describe.concurrent('a bucket that refuses the upload', () => {
  type Refusal = { status: number; message?: string; documents: number }

  it("wrong credentials: the admin's upload fails with the bucket's reason and leaves no media document", async ({
    expect,
  }) => {
    const alt = `Wrong secret ${tag}`
    const before = emulator.keys()
    const refusal = await runMediaInstance<Refusal>(
      { ...process.env, ...s3Env, S3_SECRET_ACCESS_KEY: 'not-the-secret' },
      ['upload', alt],
    )
    expect(refusal).toEqual({
      status: 502,
      message:
        'The media storage did not take the file (SignatureDoesNotMatch), so nothing was saved. ' +
        "The server's log has the details.",
      documents: 0,
    })
    expect(emulator.keys()).toEqual(before)
  })

  it("an unreachable bucket: the admin's upload fails with the connection's error and leaves no media document", async ({
    expect,
  }) => {
    const alt = `Unreachable ${tag}`
    const nobody = `http://127.0.0.1:${await freePort()}`
    const refusal = await runMediaInstance<Refusal>(
      { ...process.env, ...s3Env, S3_ENDPOINT: nobody },
      ['upload', alt],
    )
    expect(refusal).toEqual({
      status: 502,
      message: expect.stringContaining('(ECONNREFUSED), so nothing was saved'),
      documents: 0,
    })
  })
})
