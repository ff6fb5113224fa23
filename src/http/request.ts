import type { z } from 'zod'

import { type Locale, negotiateLocale } from '@/i18n/locales'
import { parseBoundedJson } from '@/lib/boundedJson'
import { clientAddressOf, rateLimitKey } from '@/lib/clientAddress'
import { type Failure, fail, type Result, ok } from '@/lib/failure'
import { zodFailure } from '@/lib/zodFailure'

/** The caller's language for API answers (`negotiateLocale`). */
export function requestLocale(request: Request): Locale {
  return negotiateLocale({
    query: new URL(request.url).searchParams.get('lang'),
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  })
}

/**
 * The caller's address as the per-address rate limits count it: the production server's socket
 * address, or the forwarded chain only as far as `TRUST_PROXY` trusts it (`clientAddressOf`);
 * an IPv6 address stands for its /64 (`rateLimitKey`).
 */
export function clientIp(request: Request): string {
  return rateLimitKey(clientAddressOf(request.headers, process.env))
}

const invalidBody = (): Failure => fail('invalid-body', 'api.invalidBody')

/** The largest JSON body the API reads (a booking is a few KB): more answers 413. */
export const JSON_BODY_LIMIT = 64 * 1024

/** 413 `body-too-large`, in the caller's language; the direct quote path answers it too. */
export const bodyTooLarge = (): Failure => fail('body-too-large', 'api.bodyTooLarge')

/**
 * The body's bytes, read from the stream and dropped as soon as they pass `limit` (whatever
 * Content-Length claims); null when too large.
 */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) return null
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * Reads a JSON body without throwing: at most `limit` bytes (more is 413 `body-too-large`);
 * malformed or too deeply nested JSON is the caller's error (400 `invalid-body`), never a 500.
 */
export async function readJson(
  request: Request,
  limit: number = JSON_BODY_LIMIT,
): Promise<Result<unknown>> {
  let bytes: Uint8Array | null
  try {
    bytes = await readLimited(request, limit)
  } catch {
    return invalidBody()
  }
  if (bytes === null) return bodyTooLarge()
  const parsed = parseBoundedJson(new TextDecoder().decode(bytes))
  return parsed ? ok(parsed.value) : invalidBody()
}

/** Reads and validates a JSON body; a bad one becomes the first rule's message, never a 500. */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<Result<z.output<S>>> {
  const body = await readJson(request)
  if (!body.ok) return body
  const parsed = schema.safeParse(body.value)
  return parsed.success ? ok(parsed.data) : zodFailure(parsed.error)
}
