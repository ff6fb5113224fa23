import { createServer, type Server } from 'node:http'
import { Writable } from 'node:stream'

import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'

import {
  type LogLevel,
  loggerOptions,
  logLevel,
  requestContext,
  routeConsole,
} from '@/infra/logger'
import { REQUEST_ID_HEADER, requestIdOf, trackRequest } from '@/http/requestLog'

/**
 * The production server's request ids and request lines (`scripts/server.ts` wires these the same
 * way): a real HTTP server, real requests, the JSON lines as they would reach standard output.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

let server: Server | undefined
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

type Line = Record<string, unknown>

/** A server that tracks each request like the production one; the app answers `status`. */
async function start(answer: (url: string) => number = () => 200, level: LogLevel = 'info') {
  const lines: Line[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text))
      done()
    },
  })
  // As in scripts/server.ts: the request lines name the id; the app's logger adds it itself.
  const log = pino({ ...loggerOptions(level, { withRequestId: false }), name: 'http' }, sink)
  const app = pino({ ...loggerOptions('info'), name: 'payload' }, sink)
  server = createServer((request, response) => {
    const id = trackRequest(request, response, log)
    response.setHeader(REQUEST_ID_HEADER, id)
    requestContext.run({ id }, () => {
      const status = answer(request.url ?? '')
      // A line the app writes while handling the request (Payload's logger has these options).
      app.warn({ seen: request.headers[REQUEST_ID_HEADER] }, 'from the app')
      if (status >= 500) app.error({ err: new Error('boom') }, 'Request failed')
      response.writeHead(status, ['Content-Type', 'text/plain'])
      response.end('ok')
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const request = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers })
    await response.text()
    // The request's line is written when the answer is done, just after the client has it.
    await new Promise((resolve) => setTimeout(resolve, 20))
    return response
  }
  return { lines, request }
}

describe('request ids', () => {
  it("keeps the caller's id and echoes it, to the app and in the log lines", async () => {
    const { lines, request } = await start()
    const id = 'lb-7f3a9c2e-1b4d-4e8a-9f00-123456789abc'
    const response = await request('/ar/services?token=secret', { 'x-request-id': id })
    expect(response.headers.get('x-request-id')).toBe(id)
    const app = lines.find((line) => line.msg === 'from the app')!
    expect(app).toMatchObject({ reqId: id, seen: id, level: 'warn' })
    const line = lines.find((line) => line.msg === 'request')!
    expect(line).toMatchObject({
      level: 'info',
      name: 'http',
      reqId: id,
      method: 'GET',
      path: '/ar/services',
      status: 200,
    })
    expect(typeof line.ms).toBe('number')
    expect(typeof line.time).toBe('string')
    // The query string (tokens) never reaches the logs.
    expect(JSON.stringify(lines)).not.toContain('secret')
  })

  it('gives each request without a usable id a new one', async () => {
    const { lines, request } = await start()
    const bad = ['has space', 'x'.repeat(129), 'quote"inside', '<script>', 'a\tb']
    const answers = [await request('/'), await request('/')]
    for (const id of bad) answers.push(await request('/', { 'x-request-id': id }))
    const ids = answers.map((response) => response.headers.get('x-request-id')!)
    for (const id of ids) expect(id).toMatch(UUID)
    expect(new Set(ids).size).toBe(ids.length)
    const logged = lines.filter((line) => line.msg === 'request').map((line) => line.reqId)
    expect(logged).toEqual(ids)
  })

  it("logs answers of 500 as errors, and the app's error lines carry the id", async () => {
    const { lines, request } = await start(() => 503)
    const response = await request('/api/booking', { 'x-request-id': 'req-500' })
    expect(response.status).toBe(503)
    expect(lines.find((line) => line.msg === 'Request failed')).toMatchObject({
      level: 'error',
      name: 'payload',
      reqId: 'req-500',
      err: { message: 'boom' },
    })
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({
      level: 'error',
      reqId: 'req-500',
      status: 503,
    })
  })

  it('at LOG_LEVEL=warn writes only the lines of failed answers, still giving every id', async () => {
    const { lines, request } = await start((url) => (url === '/fails' ? 500 : 200), 'warn')
    const ok = await request('/', { 'x-request-id': 'req-ok' })
    expect(ok.headers.get('x-request-id')).toBe('req-ok')
    await request('/fails', { 'x-request-id': 'req-fails' })
    const logged = lines.filter((line) => line.msg === 'request')
    expect(logged).toEqual([
      expect.objectContaining({ level: 'error', reqId: 'req-fails', path: '/fails', status: 500 }),
    ])
  })

  it('accepts common id forms and refuses the rest', () => {
    for (const id of [
      '0f8fd5e2-3c1b-4b5e-9a77-2d9c5c1d7e10',
      '01HZY4M3Q8',
      'Root=1-5f84c7a9',
      'a.b:c_d+e/f=',
    ]) {
      expect(requestIdOf(id)).toBe(id)
    }
    expect(requestIdOf(['a', 'b'])).toMatch(UUID)
    expect(requestIdOf('')).toMatch(UUID)
    expect(requestIdOf('line\nbreak')).toMatch(UUID)
  })
})

describe("the framework's console lines", () => {
  it('are JSON lines too, with the request id and the error', () => {
    const lines: Line[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text))
        done()
      },
    })
    const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error }
    try {
      routeConsole(pino({ ...loggerOptions('info'), name: 'app' }, sink))
      requestContext.run({ id: 'req-9' }, () => console.error('⨯', new Error('render failed')))
      console.warn('slow: %d ms', 1200)
      console.error('⨯ unhandledRejection:', undefined)
    } finally {
      Object.assign(console, saved)
    }
    expect(lines[0]).toMatchObject({
      level: 'error',
      name: 'app',
      reqId: 'req-9',
      msg: '⨯',
      err: { message: 'render failed' },
    })
    expect((lines[0]!.err as { stack: string }).stack).toContain('render failed')
    expect(lines[1]).toMatchObject({ level: 'warn', msg: 'slow: 1200 ms' })
    expect(lines[1]).not.toHaveProperty('reqId')
    expect(lines[2]).toMatchObject({ level: 'error', msg: '⨯ unhandledRejection: undefined' })
  })
})

describe('LOG_LEVEL', () => {
  it('is info by default and refuses an unknown level, naming the choices', () => {
    expect(logLevel({})).toBe('info')
    expect(logLevel({ LOG_LEVEL: ' WARN ' })).toBe('warn')
    expect(() => logLevel({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    )
  })
})
