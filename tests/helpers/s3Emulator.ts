import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from '@20minutes/s3rver'

import { freePort } from './ports'

/** The one account of the emulator (it knows no other): its key id and secret. */
export const EMULATOR_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const

/** What the emulator answered: one line per request, for the assertions and for failures. */
export type S3Request = { method: string; path: string; status: number; signed: boolean }

export type S3Emulator = {
  /** `http://127.0.0.1:<port>`: what S3_ENDPOINT names. */
  endpoint: string
  bucket: string
  requests: S3Request[]
  /** The keys of the objects in the bucket, sorted (from the emulator's own store). */
  keys(): string[]
  stop(): Promise<void>
}

/** The emulator's files: `<key>._S3rver_object` beside its metadata. */
const OBJECT_SUFFIX = '._S3rver_object'

function listKeys(folder: string, under = ''): string[] {
  return readdirSync(path.join(folder, under), { withFileTypes: true }).flatMap((entry) => {
    const name = path.posix.join(under, entry.name)
    if (entry.isDirectory()) return listKeys(folder, name)
    return entry.name.endsWith(OBJECT_SUFFIX) ? [name.slice(0, -OBJECT_SUFFIX.length)] : []
  })
}

/** Whether a request carries a signature: an Authorization header or a presigned query. */
const isSigned = (request: IncomingMessage) =>
  Boolean(request.headers.authorization) || /[?&]X-Amz-Signature=/i.test(request.url ?? '')

/**
 * A local S3-compatible server (s3rver, on a free port of this machine) with one private bucket.
 * It checks each request's Signature Version 4 (a wrong key id is `InvalidAccessKeyId`, a wrong
 * secret `SignatureDoesNotMatch`, a clock more than 15 minutes off `RequestTimeTooSkewed`) and
 * keeps objects in a folder of its own, deleted by `stop`. s3rver lets unsigned requests in;
 * here, as on a private bucket, they get 403 `AccessDenied`.
 */
export async function startS3Emulator(bucket = 'masar-media-test'): Promise<S3Emulator> {
  const folder = mkdtempSync(path.join(tmpdir(), 'masar-s3-'))
  const s3rver = new S3rver({
    directory: folder,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  await s3rver.configureBuckets()
  const handle = s3rver.callback()
  const requests: S3Request[] = []
  let deleting = Promise.resolve()
  const server: Server = createServer((request, response) => {
    const signed = isSigned(request)
    response.on('finish', () =>
      requests.push({
        method: request.method ?? '',
        path: (request.url ?? '').split('?')[0]!,
        status: response.statusCode,
        signed,
      }),
    )
    if (!signed) {
      response.writeHead(403, { 'content-type': 'application/xml' })
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code>' +
          '<Message>Access Denied</Message></Error>',
      )
      return
    }
    if (request.method !== 'DELETE') {
      void handle(request, response)
      return
    }
    // s3rver's store removes a folder left empty after a delete, and two deletes in one folder at
    // once race on it (one answers 500, the SDK sends it again). S3 has no folders: one at a time.
    deleting = deleting.then(
      () =>
        new Promise<void>((resolve) => {
          response.on('close', resolve)
          void handle(request, response)
        }),
    )
  })
  // Idle connections kept a minute, not Node's 5 s, so the SDK seldom reuses one being closed.
  server.keepAliveTimeout = 60_000
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    requests,
    keys: () => listKeys(path.join(folder, bucket)).sort(),
    stop: async () => {
      // The AWS SDK keeps its connections open: close them, or close() waits for their timeout.
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
