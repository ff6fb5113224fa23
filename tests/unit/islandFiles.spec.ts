import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { builtIsland, readIslandsFrom, serveIslandFile } from '@/server/islandFiles'

let server: Server
let base: string
let folder: string

const MODULE = 'export function mount(root) { root.textContent = "mounted" }\n'

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'islands-'))
  writeFileSync(
    path.join(folder, 'manifest.json'),
    JSON.stringify({
      booking: { module: '/islands/booking-AB12.js', files: ['/islands/booking-AB12.js'] },
    }),
  )
  writeFileSync(path.join(folder, 'booking-AB12.js'), MODULE)
  // A chunk no island loads first (the calendar's): served too, when the module asks for it.
  writeFileSync(path.join(folder, 'chunk-EF56.js'), 'export const later = 1\n')
  readIslandsFrom(folder)
  server = createServer((request, response) => {
    if (!serveIslandFile(request, response)) response.writeHead(404).end('not ours')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  readIslandsFrom(path.join(import.meta.dirname, '../../.next/islands'))
  rmSync(folder, { recursive: true, force: true })
})

describe("the islands' files", () => {
  it('reads the build: each island, its module and what it loads first', () => {
    expect(builtIsland('booking')).toEqual({
      module: '/islands/booking-AB12.js',
      files: ['/islands/booking-AB12.js'],
    })
  })

  it('serves them kept a year (their names change with their content), gzipped when asked', async () => {
    for (const name of ['booking-AB12.js', 'chunk-EF56.js']) {
      const plain = await fetch(`${base}/islands/${name}`, {
        headers: { 'accept-encoding': 'identity' },
      })
      expect(plain.status).toBe(200)
      expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
      expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      get(`${base}/islands/booking-AB12.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
        )
      })
    })
    expect(raw.encoding).toBe('gzip')
    expect(gunzipSync(raw.body).toString('utf8')).toBe(MODULE)
  })

  it('answers nothing else: no other name, no path out of the folder, no other method', async () => {
    expect((await fetch(`${base}/islands/booking-0000.js`)).status).toBe(404)
    expect((await fetch(`${base}/islands/manifest.json`)).status).toBe(404)
    expect((await fetch(`${base}/islands/..%2Fpackage.json`)).status).toBe(404)
    expect((await fetch(`${base}/islands/booking-AB12.js`, { method: 'POST' })).status).toBe(404)
  })
})
