import { expect, test } from '@playwright/test'

/**
 * The production server's request ids (`src/http/requestLog.ts`) on its three paths: Next's
 * handler, the front cache of public pages and the direct quote. Each answer carries the id of
 * its own request: the caller's when usable, otherwise a new one, never one kept from another
 * visitor's answer.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const PAGE = { accept: 'text/html', 'accept-encoding': 'gzip' }

test.describe('request ids', () => {
  test("a page answers with the caller's id, or a new one for each visitor", async ({
    request,
  }) => {
    // Enough visits for the page to be served by Next's cache, then by the front cache.
    const ids: string[] = []
    for (let i = 0; i < 4; i++) {
      const answer = await request.get('/ar', { headers: PAGE })
      expect(answer.status()).toBe(200)
      ids.push(answer.headers()['x-request-id']!)
    }
    for (const id of ids) expect(id).toMatch(UUID)
    expect(new Set(ids).size).toBe(ids.length)

    const mine = await request.get('/ar', { headers: { ...PAGE, 'x-request-id': 'lb-e2e-0001' } })
    expect(mine.headers()['x-request-id']).toBe('lb-e2e-0001')
    const next = await request.get('/ar', { headers: PAGE })
    expect(next.headers()['x-request-id']).toMatch(UUID)

    const unusable = await request.get('/ar', { headers: { ...PAGE, 'x-request-id': 'a b' } })
    expect(unusable.headers()['x-request-id']).toMatch(UUID)
  })

  test('the quote answered by the server itself and the API carry it too', async ({ request }) => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    const body = {
      tripType: 'one-way',
      pickup: 'cai-airport',
      dropoff: 'cai-zamalek',
      execDate: `${day(3)}T14:00`,
      returningDate: null,
      persons: 2,
      luggages: 1,
    }
    // The first quote loads the catalog through Next; the next ones are answered directly.
    for (let i = 0; i < 3; i++) {
      const answer = await request.post('/api/booking/quote', {
        data: body,
        headers: { 'x-request-id': `quote-${i}` },
      })
      expect(answer.status()).toBe(200)
      expect(answer.headers()['x-request-id']).toBe(`quote-${i}`)
    }
    const cars = await request.get('/api/cars')
    expect(cars.headers()['x-request-id']).toMatch(UUID)
  })
})
