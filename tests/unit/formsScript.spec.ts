import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiFormsFile, serveBrowserScript } from '@/server/formsScript'
import { withFormsLoader } from '@/server/staticPages'

let server: Server
let base: string

beforeAll(async () => {
  server = createServer((request, response) => {
    if (!serveBrowserScript(request, response)) response.writeHead(404).end('not ours')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the public forms script as a file (pages with React)', () => {
  it('is served at an address named by its digest, kept a year, gzipped when asked', async () => {
    const file = apiFormsFile()
    expect(file.path).toMatch(/^\/forms\.[0-9a-f]{12}\.js$/)
    const plain = await fetch(base + file.path, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const text = await plain.text()
    expect(text).toContain("doc.addEventListener('submit'")
    // The comments of the source are not sent.
    expect(text).not.toMatch(/^\s*\/[/*]/m)

    // fetch would decompress the body: read it as sent.
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      get(base + file.path, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        )
      })
    })
    expect(raw.encoding).toBe('gzip')
    expect(gunzipSync(raw.body).toString('utf8')).toBe(text)
  })

  it('answers nothing else', async () => {
    expect((await fetch(`${base}/forms.000000000000.js`)).status).toBe(404)
    expect((await fetch(`${base}${apiFormsFile().path}`, { method: 'POST' })).status).toBe(404)
  })

  it('is asked for by a loader at the end of the body, which names that address', () => {
    const page = withFormsLoader('<html><body><main>Home</main></body></html>')
    expect(page).toMatch(
      /^<html><body><main>Home<\/main><script>\(function\(\)\{[^<]+\}\)\(\)<\/script><\/body><\/html>$/,
    )
    expect(page).toContain(JSON.stringify(apiFormsFile().path))
    expect(page).toContain("querySelector('form[data-api-form]')")
  })
})
