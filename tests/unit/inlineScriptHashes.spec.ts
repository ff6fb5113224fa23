import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inlineScriptHashes } from '@/lib/securityHeaders'
import { hashInlineScripts } from '@/server/inlineScriptHashes'

const POLICY = "default-src 'self'; script-src 'self'; object-src 'none'"
const PAGE = `<!DOCTYPE html><html><body>${'<p>مسار</p>'.repeat(200)}<script>self.__next_f.push([1,"a"])</script><script src="/x.js"></script><script>$RC("B:0")</script></body></html>`

/** The same page with another inline script: its own hashes, never the first page's kept ones. */
const OTHER_PAGE = PAGE.replace('[1,"a"]', '[1,"b"]')

let server: Server
let base = ''
const seen: Record<string, string | undefined>[] = []

/** Answers like Next: headers first, then the page in pieces (or JSON in one). */
beforeAll(async () => {
  server = createServer((request, response) => {
    hashInlineScripts(request, response)
    seen.push({ ...request.headers } as Record<string, string | undefined>)
    response.setHeader('Content-Security-Policy', POLICY)
    if (request.url === '/json') {
      response.setHeader('Content-Type', 'application/json')
      response.end('{"status":true}')
      return
    }
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.flushHeaders()
    const page = request.url === '/other' ? OTHER_PAGE : PAGE
    const middle = Math.floor(page.length / 2)
    response.write(page.slice(0, middle))
    setTimeout(() => response.end(Buffer.from(page.slice(middle))), 5)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the production server hashes the inline scripts of each page', () => {
  it("puts the page's inline script hashes in its policy and sends it gzipped", async () => {
    const response = await fetch(`${base}/page`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip', 'if-none-match': '"x"' },
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(PAGE)
    const hashes = inlineScriptHashes(PAGE)
    expect(hashes).toHaveLength(2)
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' ${hashes.join(' ')}; object-src 'none'`,
    )
    // A conditional request is answered in full: a 304 would carry the policy without hashes.
    expect(seen.at(-1)!['if-none-match']).toBeUndefined()
  })

  it('serves a page again with the same policy, and another page with its own hashes', async () => {
    const get = (path: string) =>
      fetch(`${base}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } })
    const first = await get('/page')
    const again = await get('/page')
    const other = await get('/other')
    expect(await again.text()).toBe(await first.text())
    expect(again.headers.get('content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    )
    expect(await other.text()).toBe(OTHER_PAGE)
    const otherHashes = inlineScriptHashes(OTHER_PAGE)
    expect(other.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' ${otherHashes.join(' ')}; object-src 'none'`,
    )
    expect(otherHashes).not.toEqual(inlineScriptHashes(PAGE))
  })

  it('compresses only for a browser that takes gzip', async () => {
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      void import('node:http').then(({ get }) =>
        get(
          `${base}/page`,
          { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () =>
              resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
            )
          },
        ),
      )
    })
    expect(raw.encoding).toBe('gzip')
    expect(gunzipSync(raw.body).toString('utf8')).toBe(PAGE)
    const plain = await fetch(`${base}/page`, {
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
    })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(PAGE)
  })

  it('leaves JSON, files and RSC payloads as they are', async () => {
    const json = await fetch(`${base}/json`, { headers: { accept: 'text/html' } })
    expect(json.headers.get('content-security-policy')).toBe(POLICY)
    expect(await json.json()).toEqual({ status: true })
    const rsc = await fetch(`${base}/page`, { headers: { accept: 'text/html', rsc: '1' } })
    expect(rsc.headers.get('content-security-policy')).toBe(POLICY)
    expect(await rsc.text()).toBe(PAGE)
  })
})
