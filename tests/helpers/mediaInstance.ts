/**
 * Another app instance, in a process of its own, for tests/int/media-s3.int.spec.ts: it loads the
 * real Payload config from its environment (the S3_* the test gives it) and does one thing, then
 * prints a line `RESULT <json>` and exits.
 *
 *   tsx tests/helpers/mediaInstance.ts read <path>     GET /api/cms/... through Payload's REST
 *                                                      route: the status, type and SHA-256 of
 *                                                      what it serves
 *   tsx tests/helpers/mediaInstance.ts upload <alt>    an admin of its own uploads a picture as the
 *                                                      admin panel does (POST /api/cms/media): the
 *                                                      answer's status and message, and how many
 *                                                      media documents have that alternative text
 */
import { createHash } from 'node:crypto'

import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import { getPayload } from 'payload'

import { RESULT_PREFIX, testPicture } from './s3Media'

async function read(path: string) {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname.replace('/api/cms/', '').split('/')
  const response = await REST_GET(config)(new Request(url), { params: Promise.resolve({ slug }) })
  const body = Buffer.from(await response.arrayBuffer())
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    sha256: createHash('sha256').update(body).digest('hex'),
  }
}

async function upload(alt: string) {
  const payload = await getPayload({ config })
  const email = `media-admin-${Date.now()}@masar.test`
  const password = 'media-admin-password-12'
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { name: 'Media admin', email, password, role: 'admin' },
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  // The admin panel's form: the fields as JSON in `_payload`, and the file.
  const boundary = `masar-${Date.now()}`
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n` +
        `${JSON.stringify({ alt })}\r\n--${boundary}\r\n` +
        'Content-Disposition: form-data; name="file"; filename="refused.png"\r\n' +
        'Content-Type: image/png\r\n\r\n',
    ),
    await testPicture(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const response = await REST_POST(config)(
    new Request('http://localhost/api/cms/media', {
      method: 'POST',
      headers: {
        authorization: `JWT ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    }),
    { params: Promise.resolve({ slug: ['media'] }) },
  )
  const answer = (await response.json()) as { errors?: { message: string }[] }
  const { totalDocs } = await payload.count({
    collection: 'media',
    where: { alt: { equals: alt } },
  })
  return { status: response.status, message: answer.errors?.[0]?.message, documents: totalDocs }
}

const [mode, argument] = process.argv.slice(2)
if (!argument || (mode !== 'read' && mode !== 'upload')) {
  throw new Error('usage: mediaInstance.ts read <path> | upload <alt>')
}
const result = mode === 'read' ? await read(argument) : await upload(argument)
process.stdout.write(`\n${RESULT_PREFIX}${JSON.stringify(result)}\n`)
process.exit(0)
