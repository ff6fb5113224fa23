import { createServer, type Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as quote } from '@/app/(frontend)/api/booking/quote/route'
import { CACHE_NAMES, invalidateCaches } from '@/booking/operations/cache'
import { answerQuoteDirect, directQuoteCatalog, QUOTE_BODY_LIMIT } from '@/server/quoteDirect'
import { bookingCatalog } from '@/booking/operations/catalogCache'

import {
  cairoTimeIn,
  createPlace,
  createPriceRow,
  createRegion,
  ensureCars,
  setBookingSettings,
} from '../helpers/bookingData'
import { Browser } from '../helpers/http'
import { testPayload } from '../helpers/payload'

/**
 * The production server's direct quote answers (`scripts/server.ts`) on a real HTTP server: the
 * same answers as the Next route, and every request the catalog cannot answer yet goes on to Next.
 */
let payload: Payload
let server: Server
let baseUrl: string
/** How many requests went on to "Next" (here: a stand-in that answers 599). */
let handedOver = 0

const trip = (overrides: Record<string, unknown> = {}) => ({
  tripType: 'round-trip',
  pickup: 'tqd-airport',
  dropoff: 'tqd-center',
  execDate: cairoTimeIn(72),
  returningDate: cairoTimeIn(120),
  persons: 2,
  luggages: 2,
  ...overrides,
})

const direct = async (body: string, headers: Record<string, string> = {}, query = '') => {
  const response = await fetch(`${baseUrl}/api/booking/quote${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text }
}

beforeAll(async () => {
  payload = await testPayload()
  await setBookingSettings(payload)
  await ensureCars(payload)
  const region = await createRegion(payload, { code: 'TQD', en: 'Direct Town', ar: 'مدينة مباشرة' })
  const place = async (code: string, extra: Record<string, unknown> = {}) =>
    (
      await createPlace(payload, {
        code,
        region: region.id,
        en: code,
        ar: `مكان ${code}`,
        ...extra,
      })
    ).id
  const airport = await place('tqd-airport', { kind: 'airport' })
  const center = await place('tqd-center')
  await place('tqd-lonely')
  await createPriceRow(payload, {
    region: region.id,
    from: airport,
    to: center,
    egp: { corolla: '450', caddy: '550', xpander: '600', h1: '800', hiace: '1000' },
  })

  // The seeding above invalidated the catalog after each commit; let those land first.
  await new Promise((resolve) => setTimeout(resolve, 500))

  server = createServer((request, response) => {
    const catalog = directQuoteCatalog(request)
    if (catalog) return answerQuoteDirect(request, response, catalog)
    handedOver += 1
    request.resume()
    response.statusCode = 599
    response.end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await payload.destroy()
})

describe('direct quote answers (production server)', () => {
  it('hands requests to Next until the catalog is in memory, and after an editor change', async () => {
    invalidateCaches([CACHE_NAMES.catalog])
    handedOver = 0
    expect((await direct(JSON.stringify(trip()))).status).toBe(599)
    expect(handedOver).toBe(1)

    await bookingCatalog()
    const answered = await direct(JSON.stringify(trip()))
    expect(answered.status).toBe(200)
    expect(handedOver).toBe(1)

    // Other paths and methods are never answered here.
    expect((await fetch(`${baseUrl}/api/booking/quotes`, { method: 'POST' })).status).toBe(599)
    expect((await fetch(`${baseUrl}/api/booking/quote`)).status).toBe(599)
    expect(handedOver).toBe(3)

    // A price change through Payload invalidates the catalog: Next answers (and reloads).
    await createPlace(payload, {
      code: 'tqd-new',
      region: (await tqdRegion()).id,
      en: 'New',
      ar: 'جديد',
    })
    expect((await direct(JSON.stringify(trip()))).status).toBe(599)
    // The hooks invalidate once more after the commit: the next load is the one that stays.
    await expect
      .poll(async () => {
        await bookingCatalog()
        return (await direct(JSON.stringify(trip()))).status
      })
      .toBe(200)
  })

  it('answers exactly what the Next route answers, in both languages', async () => {
    await bookingCatalog()
    const bodies = [
      trip(),
      trip({ tripType: 'one-way', returningDate: undefined, persons: 6, luggages: 4 }),
      trip({ dropoff: 'tqd-lonely' }), // no price: customer service
      trip({ persons: 40 }), // no car fits
      trip({ execDate: cairoTimeIn(1) }), // inside the lead time
      trip({ pickup: '' }),
      [],
    ]
    // Twice: the second time the server answers from what it remembered.
    for (const lang of ['en', 'ar', 'en', 'ar'] as const) {
      for (const body of bodies) {
        const viaNext = await new Browser(undefined, lang).call(quote, {
          path: '/api/booking/quote',
          body,
        })
        const viaServer = await direct(JSON.stringify(body), { cookie: `NEXT_LOCALE=${lang}` })
        expect(viaServer.status).toBe(viaNext.status)
        expect(JSON.parse(viaServer.text)).toEqual(viaNext.json)
        expect(viaServer.headers.get('cache-control')).toBe('no-store')
        expect(viaServer.headers.get('content-type')).toBe('application/json')
        expect(viaServer.headers.get('x-content-type-options')).toBe('nosniff')
        // The length is known: one write, no chunked encoding.
        expect(viaServer.headers.get('content-length')).toBe(
          String(Buffer.byteLength(viaServer.text)),
        )
        expect(viaServer.headers.get('transfer-encoding')).toBeNull()
      }
    }
  })

  it('picks the language as the API does: ?lang=, then the cookie, then Accept-Language', async () => {
    await bookingCatalog()
    const body = JSON.stringify(trip())
    const nameOf = async (headers: Record<string, string>, query = '') =>
      JSON.parse((await direct(body, headers, query)).text).cars[0].name as string
    expect(await nameOf({})).toBe('Toyota Corolla')
    expect(await nameOf({ 'accept-language': 'ar-EG,ar;q=0.9' })).toBe('تويوتا كورولا')
    expect(await nameOf({ 'accept-language': 'ar', cookie: 'NEXT_LOCALE=en' })).toBe(
      'Toyota Corolla',
    )
    expect(await nameOf({ cookie: 'NEXT_LOCALE=en' }, '?lang=ar')).toBe('تويوتا كورولا')
  })

  it('refuses unreadable and oversized bodies in the caller language, never a 500', async () => {
    await bookingCatalog()
    const broken = await direct('{"tripType":', { 'accept-language': 'ar' })
    expect(broken.status).toBe(400)
    expect(JSON.parse(broken.text)).toMatchObject({ status: false, error: 'invalid-body' })
    expect(JSON.parse(broken.text).message).toMatch(/[\u0600-\u06ff]/)

    const huge = await direct(JSON.stringify({ notes: 'x'.repeat(QUOTE_BODY_LIMIT) }))
    expect(huge.status).toBe(413)
    expect(JSON.parse(huge.text)).toMatchObject({ status: false, error: 'body-too-large' })

    // The server keeps answering after both.
    expect((await direct(JSON.stringify(trip()))).status).toBe(200)
  })

  it('keeps answering after a caller leaves halfway through its body', async () => {
    await bookingCatalog()
    const { port } = server.address() as AddressInfo
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/booking/quote HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
            'Content-Length: 200\r\n\r\n{"tripType":',
        )
        setTimeout(() => {
          socket.destroy()
          resolve()
        }, 100)
      })
      socket.on('error', reject)
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await direct(JSON.stringify(trip()))).status).toBe(200)
  })
})

async function tqdRegion() {
  const { docs } = await payload.find({
    collection: 'regions',
    where: { code: { equals: 'TQD' } },
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]!
}
