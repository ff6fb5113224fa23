import { performance } from 'node:perf_hooks'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as health } from '@/app/(frontend)/api/health/route'
import { GET, POST } from '@/app/(frontend)/api/[...slug]/route'
import { EXPORT_PAGE_SIZE } from '@/backoffice/operations/exportReservations'
import { dailyRunSheet, listReservations } from '@/backoffice/operations/listReservations'
import { listTotals } from '@/backoffice/operations/reservationQuery'
import { listQuery } from '@/backoffice/reservationList'
import { sqlPool } from '@/infra/db'
import { CLIENT_ADDRESS_HEADER } from '@/lib/clientAddress'
import { staffPath } from '@/lib/staffPath'

import { staffUser } from '../helpers/bookingData'
import { Browser } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { insertCustomer, insertReservations } from '../helpers/reservationRows'

/**
 * Issue 31: `GET /api/{staffsegment}/reservations.csv` streams every row of the desk's filter (no
 * 5,000 cap) with what an operations office needs, in English and Arabic, and the server keeps
 * answering while it does; the run sheet, read by SQL, carries the customer's notes.
 */
const SEGMENT = staffPath().slice(1)
const TAG = Date.now().toString(36).slice(-5).toUpperCase()
const CAR = `xp-${TAG.toLowerCase()}`
const MANY = 6_000
const DAY = '2031-03-12'

let payload: Payload
let browser: Browser
let operator: Awaited<ReturnType<typeof staffUser>>

/** The export's request with the staff member's cookies. */
function csvRequest(query: string) {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  return GET(
    new Request(`http://localhost/api/${SEGMENT}/reservations.csv${query}`, {
      headers: { cookie, 'sec-fetch-site': 'same-origin', [CLIENT_ADDRESS_HEADER]: browser.ip },
    }),
    { params: Promise.resolve({ slug: [SEGMENT, 'reservations.csv'] }) },
  )
}

const linesOf = (text: string) => text.split('\r\n').filter(Boolean)
/** The body as text, its byte order mark kept (`Response.text()` drops it). */
const textOf = async (response: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())

beforeAll(async () => {
  payload = await testPayload()
  operator = await staffUser(payload, 'operator', `export-${TAG}`)
  browser = new Browser()
  const login = await browser.call(
    (request) => POST(request, { params: Promise.resolve({ slug: [SEGMENT, 'login'] }) }),
    {
      path: `/api/${SEGMENT}/login`,
      body: { email: operator.email, password: 'operator-password-12' },
      headers: { 'sec-fetch-site': 'same-origin' },
    },
  )
  expect(login.status).toBe(200)
  const pool = sqlPool(payload)
  const customerId = await insertCustomer(pool, {
    name: 'Export Customer',
    email: `export-${TAG.toLowerCase()}@masar.test`,
    mobile: '+201005550199',
  })
  // The bulk: one-way card trips, a pickup a minute apart from 1 March 2031, 06:00 Cairo.
  await insertReservations(pool, {
    prefix: `XA${TAG}`,
    count: MANY,
    customerId,
    execDate: '2031-03-01T04:00:00Z',
    paymentType: 'card',
    status: 'paid-not-sent',
    carType: CAR,
  })
  // One round trip with everything an office reads: a passenger, notes, both drivers.
  await insertReservations(pool, {
    prefix: `XB${TAG}`,
    count: 1,
    customerId,
    execDate: `${DAY}T05:30:00Z`,
    returningDate: '2031-03-19T16:00:00Z',
    carType: CAR,
    price: 250075,
    notes: '=cmd child seat for a 2-year-old',
    passenger: { name: 'Youssef Passenger', phone: '+201119876543' },
    driver: { name: 'Karim Adel', mobile: '+201007654321', plate: 'ن ط ق 1234' },
    returnDriver: { name: 'Mona Adel', mobile: '+201001234567', plate: 'XY 42' },
  })
}, 180_000)

afterAll(async () => {
  await sqlPool(payload).query('delete from reservations where car_type = $1', [CAR])
})

describe('the CSV export', () => {
  it(`streams all ${MANY + 1} rows of a filter, past the old 5,000 cap, in pages`, async () => {
    const response = await csvRequest(`?car=${CAR}&sort=pickup&lang=en`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="reservations-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers.get('x-truncated')).toBeNull()
    let chunks = 0
    let text = ''
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
    const reader = response.body!.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks += 1
      text += decoder.decode(value, { stream: true })
    }
    expect(chunks).toBeGreaterThanOrEqual(Math.ceil((MANY + 1) / EXPORT_PAGE_SIZE))
    const lines = linesOf(text)
    expect(lines).toHaveLength(MANY + 2)
    expect(lines[0]).toBe(
      '\uFEFFReservation,Status,Payment,Paid with,Price (EGP),Trip,Pickup (Cairo time),Arrival flight,' +
        'Return pickup (Cairo time),Departure flight,Customer,Email,Phone,Passenger,' +
        'Passenger phone,Passengers,Bags,Car,From,Pickup hotel / address,To,' +
        'Drop-off hotel / address,Notes,Extras,Extras (EGP),Outbound driver,Outbound driver mobile,' +
        'Outbound plate,' +
        'Return driver,Return driver mobile,Return plate,Booked (Cairo time),Promo code,' +
        'Promo discount (EGP)',
    )
    // Sorted by pickup: the first bulk row, the last, then the round trip of the 12th.
    expect(lines[1]).toMatch(
      new RegExp(
        `^XA${TAG}000001,"Paid, not sent",Card,,1250.50,One way,2031-03-01 06:00,MS 985,,,` +
          'Export Customer,export-[a-z0-9]+@masar.test,\\+201005550199,Export Customer,' +
          '\\+201005550199,3,4,Toyota Corolla,Cairo Airport,,Zamalek,' +
          '"Marriott Mena House, 6 Pyramids Rd",,,,,,,,,,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},,$',
      ),
    )
    const numbers = lines.slice(1).map((line) => line.split(',')[0])
    expect(new Set(numbers).size).toBe(MANY + 1)
    expect(numbers.at(-1)).toBe(`XB${TAG}000001`)
    const round = lines.at(-1)!
    expect(round).toContain(
      `,Sent to operations,Cash,,2500.75,Round trip,${DAY} 07:30,MS 985,2031-03-19 18:00,MS 986,`,
    )
    expect(round).toContain(',Youssef Passenger,+201119876543,3,4,')
    expect(round).toContain(
      `,'=cmd child seat for a 2-year-old,,,Karim Adel,+201007654321,ن ط ق 1234,Mona Adel,+201001234567,XY 42,`,
    )
    // The customer's password never leaves the database: its columns are not read at all.
    expect(text).not.toMatch(/hash|salt|session/i)
  }, 120_000)

  it('writes Arabic headers and texts, and keeps the desk’s filters and search', async () => {
    const ar = await textOf(await csvRequest(`?car=${CAR}&sort=-pickup&lang=ar&status=completed`))
    const lines = linesOf(ar)
    expect(lines).toHaveLength(2)
    expect(
      lines[0]!.startsWith('\uFEFFالحجز,الحالة,الدفع,وسيلة الدفع,السعر (جنيه),نوع الرحلة,'),
    ).toBe(true)
    expect(lines[0]).toContain(',ملاحظات,الإضافات,الإضافات (جنيه),سائق الذهاب,')
    expect(lines[1]).toContain(`XB${TAG}000001,أُرسل إلى التشغيل,نقدًا,,2500.75,`)
    expect(lines[1]).toContain(',تويوتا كورولا,مطار القاهرة,,الزمالك,')

    // The search is the desk's: a reservation number finds that one.
    const found = linesOf(await textOf(await csvRequest(`?q=XA${TAG}000042&lang=en`)))
    expect(found).toHaveLength(2)
    expect(found[1]!.startsWith(`XA${TAG}000042,`)).toBe(true)
    // What paid it: the captured payment's card or mobile wallet (issue 34), in the reader's words.
    const paidByWallet = (
      await payload.find({
        collection: 'reservations',
        where: { reservationNumber: { equals: `XA${TAG}000042` } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.create({
      collection: 'payments',
      overrideAccess: true,
      data: {
        reference: `XA${TAG}000042-P1`,
        reservation: paidByWallet.id,
        amount: paidByWallet.price,
        currency: 'EGP',
        status: 'paid',
        gateway: 'simulator',
        orderId: `wallet-export-${TAG}`,
        transactionId: `wallet-export-${TAG}`,
        instrument: { method: 'wallet', masked: '010•••••010' },
      },
    })
    const wallet = linesOf(await textOf(await csvRequest(`?q=XA${TAG}000042&lang=en`)))
    expect(wallet[1]!.startsWith(`XA${TAG}000042,"Paid, not sent",Card,Mobile wallet,`)).toBe(true)
    const walletAr = linesOf(await textOf(await csvRequest(`?q=XA${TAG}000042&lang=ar`)))
    expect(walletAr[1]).toContain(',بطاقة,محفظة إلكترونية,')
    // A passenger's phone as staff type it, and the customer's email (through the customer).
    const phone = linesOf(await textOf(await csvRequest(`?car=${CAR}&q=0111%20987%206543`)))
    expect(phone.slice(1).map((line) => line.split(',')[0])).toEqual([`XB${TAG}000001`])
    const email = linesOf(
      await textOf(
        await csvRequest(`?status=completed&q=export-${TAG.toLowerCase()}%40masar.test`),
      ),
    )
    expect(email.slice(1).map((line) => line.split(',')[0])).toEqual([`XB${TAG}000001`])
    // Newest first by default, keyset pages over equal creation times included.
    const desc = linesOf(await textOf(await csvRequest(`?car=${CAR}&paymentType=card`)))
    expect(desc).toHaveLength(MANY + 1)
    expect(desc[1]!.startsWith(`XA${TAG}000001,`)).toBe(true)
    expect(desc.at(-1)!.startsWith(`XA${TAG}${String(MANY).padStart(6, '0')},`)).toBe(true)

    const bad = await csvRequest('?from=2031-13-45')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: string }).error).toBe('filter-invalid')
    const nobody = await GET(new Request(`http://localhost/api/${SEGMENT}/reservations.csv`), {
      params: Promise.resolve({ slug: [SEGMENT, 'reservations.csv'] }),
    })
    expect(nobody.status).toBe(401)
  }, 120_000)

  it('has the rows the desk’s list counts and the sum its totals add up (issue 31, item 6)', async () => {
    // The price is the fifth cell (after what paid it); the status before it may be quoted
    // ("Paid, not sent").
    const priceOf = (line: string) =>
      Math.round(Number(/^[^,]*,(?:"[^"]*"|[^,]*),[^,]*,[^,]*,([\d.]+),/.exec(line)![1]) * 100)
    const filters: Record<string, string>[] = [
      { car: CAR, sort: 'price' },
      { car: CAR, status: 'completed' },
      // A search through the customer's name finds every row, its exact-first order kept.
      { car: CAR, q: 'Export Customer', sort: '-number' },
      { car: CAR, q: `XB${TAG}000001` },
      { car: CAR, q: '0111 987' },
    ]
    for (const filter of filters) {
      const rows = linesOf(
        await textOf(await csvRequest(`?${new URLSearchParams({ ...filter, lang: 'en' })}`)),
      ).slice(1)
      const list = await listReservations(payload, {
        staff: operator,
        query: { ...filter, limit: '100' },
        locale: 'en',
      })
      if (!list.ok) throw new Error(list.code)
      const totals = await listTotals(payload, listQuery.parse(filter), undefined)
      expect(rows.length, JSON.stringify(filter)).toBe(list.value.count)
      expect(rows.length).toBe(totals.count)
      expect(rows.reduce((sum, line) => sum + priceOf(line), 0)).toBe(totals.revenue)
      // The same order as the list's first page.
      expect(rows.slice(0, 100).map((line) => line.split(',')[0])).toEqual(
        list.value.rows.map((row) => row.reservationNumber),
      )
    }
  }, 180_000)

  it('leaves the server answering /api/health while a large export streams', async () => {
    const response = await csvRequest(`?car=${CAR}&sort=price&lang=ar`)
    const reader = response.body!.getReader()
    const waits: number[] = []
    let streaming = true
    const probe = (async () => {
      while (streaming) {
        const asked = performance.now()
        // A timer and the health route: both wait for anything that holds the event loop.
        await new Promise((resolve) => setTimeout(resolve, 5))
        const answer = await health()
        expect(answer.status).toBe(200)
        waits.push(performance.now() - asked - 5)
      }
    })()
    let bytes = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      bytes += value.byteLength
    }
    streaming = false
    await probe
    expect(bytes).toBeGreaterThan(MANY * 200)
    expect(waits.length).toBeGreaterThan(10)
    const sorted = [...waits].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]!
    const p95 = sorted[Math.floor(sorted.length * 0.95)]!
    console.log(
      `[export] ${waits.length} health checks while streaming: median ${median.toFixed(1)} ms, ` +
        `p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
    )
    // Each page is a few milliseconds of work, so the health check hardly waits; before issue 31
    // it waited 3.7 s for one export. The bounds leave room for a shared, busy machine (measured
    // here: median 10-30 ms, p95 40-120 ms, max 110-300 ms with other builds running).
    expect(median).toBeLessThan(50)
    expect(p95).toBeLessThan(250)
    expect(sorted.at(-1)!).toBeLessThan(1_000)
  }, 120_000)
})

describe('the run sheet from SQL', () => {
  it('carries each leg with the passenger, bags, places, notes and that leg’s driver', async () => {
    const out = await dailyRunSheet(payload, { staff: operator, day: DAY, locale: 'en' })
    if (!out.ok) throw new Error(out.code)
    const going = out.value.entries.filter((entry) => entry.reservationNumber === `XB${TAG}000001`)
    expect(going).toEqual([
      expect.objectContaining({
        leg: 'outbound',
        pickupAt: `${DAY}T07:30`,
        flight: 'MS 985',
        passenger: 'Youssef Passenger',
        phone: '+20 11 1987 6543',
        persons: 3,
        luggages: 4,
        to: 'Zamalek',
        toDetail: 'Marriott Mena House, 6 Pyramids Rd',
        notes: '=cmd child seat for a 2-year-old',
        driver: { name: 'Karim Adel', mobile: '+20 10 0765 4321', plate: 'ن ط ق 1234' },
      }),
    ])
    const back = await dailyRunSheet(payload, { staff: operator, day: '2031-03-19', locale: 'ar' })
    if (!back.ok) throw new Error(back.code)
    expect(back.value.entries).toEqual([
      expect.objectContaining({
        leg: 'return',
        pickupAt: '2031-03-19T18:00',
        from: 'الزمالك',
        flight: 'MS 986',
        notes: '=cmd child seat for a 2-year-old',
        driver: { name: 'Mona Adel', mobile: '+20 10 0123 4567', plate: 'XY 42' },
      }),
    ])
    // The bulk's card trips are paid-not-sent: driven, on the sheet of their day.
    const first = await dailyRunSheet(payload, { staff: operator, day: '2031-03-01', locale: 'en' })
    if (!first.ok) throw new Error(first.code)
    expect(first.value.entries.length).toBe(18 * 60)
  })
})
