import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  jsonMethodNotAllowed,
  MAX_PATH_LENGTH,
  refuseUnservable,
  requestRefusal,
} from '@/http/requestGuard'

describe('requestRefusal: what the production server answers before Next', () => {
  it.each([
    ['GET', '/'],
    ['GET', '/ar/book?next=%'],
    ['POST', '/api/booking/quote'],
    ['OPTIONS', '/api/areas'],
    ['GET', '/booking/MS-%D9%A1%D9%A2'],
    ['GET', '/..%2f..%2fetc'],
    ['GET', `/${'a'.repeat(MAX_PATH_LENGTH - 1)}`],
  ])('hands %s %s on to Next', (method, target) => {
    expect(requestRefusal(method, target)).toBeNull()
  })

  it.each([
    ['TRACE', '/', 'method-not-allowed'],
    ['PROPFIND', '/api/areas', 'method-not-allowed'],
    [undefined, '/', 'method-not-allowed'],
    ['GET', '*', 'invalid-url'],
    ['GET', 'http://evil.example/Login', 'invalid-url'],
    ['GET', '/%', 'invalid-url'],
    ['GET', '/%E0%A4%A', 'invalid-url'],
    ['GET', '/api/booking/%ff', 'invalid-url'],
    ['GET', '/%C0%AF', 'invalid-url'],
    ['GET', '/%ED%A0%80', 'invalid-url'],
    ['GET', `/${'a'.repeat(MAX_PATH_LENGTH)}`, 'url-too-long'],
  ])('refuses %s %s as %s', (method, target, code) => {
    expect(requestRefusal(method, target)).toMatchObject({ ok: false, code })
  })
})

describe('refuseUnservable and jsonMethodNotAllowed on a real server', () => {
  let server: Server
  let port = 0
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (refuseUnservable(request, response)) return
      jsonMethodNotAllowed(request, response)
      // What Next does for a method the route handler does not export.
      response.statusCode = 405
      response.setHeader('Allow', 'GET')
      response.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const call = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; type: string; allow: string; body: string }>(
      (resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, method, path, headers, agent: false },
          (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk))
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                type: String(response.headers['content-type'] ?? ''),
                allow: String(response.headers.allow ?? ''),
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            )
          },
        )
        request.on('error', reject)
        request.end()
      },
    )

  it('answers a bad API path with the JSON error, in the caller language', async () => {
    const answer = await call('GET', '/api/booking/%ff', { 'accept-language': 'ar' })
    expect(answer.status).toBe(400)
    expect(answer.type).toMatch(/application\/json/)
    expect(JSON.parse(answer.body)).toMatchObject({ status: false, error: 'invalid-url' })
    expect(JSON.parse(answer.body).message).toMatch(/[\u0600-\u06ff]/)
  })

  it('answers a bad page path with plain text', async () => {
    const answer = await call('GET', '/%E0%A4%A')
    expect(answer.status).toBe(400)
    expect(answer.type).toMatch(/text\/plain/)
  })

  it('refuses TRACE with 405 and the methods it serves', async () => {
    const answer = await call('TRACE', '/api/areas')
    expect(answer.status).toBe(405)
    expect(answer.allow).toContain('GET')
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'method-not-allowed' })
  })

  it("gives Next's empty 405 of an API route a JSON body, and leaves pages alone", async () => {
    const api = await call('PUT', '/api/areas')
    expect(api.status).toBe(405)
    expect(api.allow).toBe('GET')
    expect(JSON.parse(api.body)).toMatchObject({ status: false, error: 'method-not-allowed' })
    const page = await call('PUT', '/book')
    expect(page.status).toBe(405)
    expect(page.body).toBe('')
  })
})
