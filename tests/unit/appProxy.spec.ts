import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AppProxy, appProxy } from '@/server/appProxy'

/**
 * The front's way to the app (`src/server/appProxy.ts`), between a caller and a stand-in for the
 * app on a Unix socket, as `scripts/server.ts` runs it: what a browser sends arrives, what the app
 * answers leaves, and a missing app is a clear 503.
 */
let dir = ''
let app: Server
let front: Server
let frontWithoutApp: Server
let base = ''
let baseWithoutApp = ''
let proxy: AppProxy
let missing: AppProxy
const errors: Error[] = []
/** Whether the app's answer to `/slow` was cut off before it was complete. */
let slowClosedEarly: boolean | undefined
/** What the app saw of the last request. */
let seen: { method?: string; url?: string; headers: Record<string, unknown>; body: string } = {
  headers: {},
  body: '',
}

function listen(server: Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'masar-proxy-'))
  const socket = path.join(dir, 'app.sock')
  app = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      seen = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      }
      if (request.url === '/slow') {
        // Still rendering when the caller leaves.
        const timer = setTimeout(() => response.end('<p>late</p>'), 1_000)
        response.on('close', () => {
          clearTimeout(timer)
          slowClosedEarly = !response.writableFinished
        })
        return
      }
      if (request.url === '/stream') {
        // A page rendered in pieces: the first leaves before the second is ready.
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        response.write('<p>first</p>')
        setTimeout(() => response.end('<p>second</p>'), 50)
        return
      }
      response.writeHead(201, [
        'Set-Cookie',
        'a=1; Path=/',
        'Set-Cookie',
        'b=2; Path=/',
        'X-Custom',
        'kept',
        'Connection',
        'keep-alive',
        'Content-Type',
        'application/json',
      ])
      response.end(JSON.stringify({ ok: true }))
    })
  })
  app.keepAliveTimeout = 0
  await new Promise<void>((resolve) => app.listen(socket, resolve))
  proxy = appProxy(socket, (error) => errors.push(error))
  missing = appProxy(path.join(dir, 'nobody.sock'), (error) => errors.push(error))
  front = createServer((request, response) => proxy.forward(request, response))
  frontWithoutApp = createServer((request, response) => missing.forward(request, response))
  await listen(front)
  await listen(frontWithoutApp)
  base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`
  baseWithoutApp = `http://127.0.0.1:${(frontWithoutApp.address() as AddressInfo).port}`
})

afterAll(async () => {
  proxy.close()
  missing.close()
  await Promise.all(
    [front, frontWithoutApp, app].map((server) => new Promise((resolve) => server.close(resolve))),
  )
  rmSync(dir, { recursive: true, force: true })
})

describe('the front hands requests to the app', () => {
  it('passes the method, path, headers and body on, and the answer back with every cookie', async () => {
    const response = await fetch(`${base}/api/contact?lang=ar`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ar', Cookie: 'x=1' },
      body: JSON.stringify({ name: 'سارة' }),
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(response.headers.get('x-custom')).toBe('kept')
    expect(seen.method).toBe('POST')
    expect(seen.url).toBe('/api/contact?lang=ar')
    expect(seen.body).toBe(JSON.stringify({ name: 'سارة' }))
    expect(seen.headers['accept-language']).toBe('ar')
    expect(seen.headers.cookie).toBe('x=1')
  })

  it('streams an answer the app writes in pieces', async () => {
    const started = Date.now()
    const firstPiece = await new Promise<number>((resolve, reject) => {
      httpRequest(`${base}/stream`, (response) => {
        response.once('data', () => resolve(Date.now() - started))
        response.resume()
      })
        .on('error', reject)
        .end()
    })
    // The first piece arrived before the app wrote the second (50 ms later).
    expect(firstPiece).toBeLessThan(45)
    const text = await (await fetch(`${base}/stream`)).text()
    expect(text).toBe('<p>first</p><p>second</p>')
  })

  it('ends the app’s work on a request whose caller left, without calling it a failure', async () => {
    const before = errors.length
    await new Promise<void>((resolve) => {
      const request = httpRequest(`${base}/slow`)
      request.on('error', () => undefined)
      request.on('close', () => resolve())
      request.end()
      // The app has the request by then; its answer is not there yet.
      setTimeout(() => request.destroy(), 150)
    })
    await expect.poll(() => slowClosedEarly, { timeout: 900 }).toBe(true)
    expect(errors.length).toBe(before)
  })

  it('keeps connection headers on their own hop', async () => {
    await new Promise<void>((resolve, reject) => {
      httpRequest(`${base}/api/places`, {
        headers: { 'Keep-Alive': 'timeout=1', 'Proxy-Connection': 'keep-alive', TE: 'trailers' },
      })
        .on('response', (response) => response.resume().on('end', resolve))
        .on('error', reject)
        .end()
    })
    expect(seen.url).toBe('/api/places')
    expect(seen.headers['keep-alive']).toBeUndefined()
    expect(seen.headers['proxy-connection']).toBeUndefined()
    expect(seen.headers.te).toBeUndefined()
  })
})

describe('when the app cannot be reached', () => {
  it('answers a page with the outage page in its language (503, Retry-After)', async () => {
    const response = await fetch(`${baseWithoutApp}/ar/about`, { headers: { Accept: 'text/html' } })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
    const html = await response.text()
    expect(html).toContain('lang="ar"')
    expect(html).toContain('dir="rtl"')
    expect(errors.length).toBeGreaterThan(0)
  })

  it('answers the API with the JSON error in the caller’s language', async () => {
    const response = await fetch(`${baseWithoutApp}/api/places`, {
      headers: { 'Accept-Language': 'ar' },
    })
    expect(response.status).toBe(503)
    const body = (await response.json()) as { status: boolean; error: string; message: string }
    expect(body.status).toBe(false)
    expect(body.error).toBe('service-unavailable')
    expect(body.message).toMatch(/[\u0600-\u06FF]/)
  })
})
