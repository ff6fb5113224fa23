import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dashboard } from '@/backoffice/operations/dashboard'
import { exportReservations } from '@/backoffice/operations/exportReservations'
import { listReservations } from '@/backoffice/operations/listReservations'
import { seed } from '@/seed'

import { type FillBase, fillBase, growTo, readCatalogue } from '../../scripts/bench/scaleData'
import { staffUser } from '../helpers/bookingData'
import { testPayload } from '../helpers/payload'

/**
 * Issue 31: the scale fixture (`npm run bench -- --scale`) writes reservations in the shapes the
 * API writes, and on it the staff see the same numbers everywhere (item 6): each dashboard figure
 * is the count of the list it opens, and its revenue the sum of that list's CSV. A few hundred
 * reservations here; the bench grows the same data to 100,000.
 */
const SIZE = 400

let payload: Payload
let client: pg.Client
let before: FillBase
let after: FillBase
let operator: Awaited<ReturnType<typeof staffUser>>
/** The tables the fixture writes to, and the last id each had before it did. */
const TABLES = [
  'outbox',
  'audit_log',
  'payment_transactions',
  'payments',
  'payment_links',
  'reservations',
  'customers',
] as const
const lastIds = new Map<string, number>()

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { devAdmin: false })
  operator = await staffUser(payload, 'operator', `scale-${Date.now().toString(36)}`)
  client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  const catalogue = await readCatalogue(client)
  before = await fillBase(client)
  for (const table of TABLES) {
    const { rows } = await client.query(`select coalesce(max(id), 0)::int as "id" from ${table}`)
    lastIds.set(table, rows[0].id)
  }
  after = await growTo(client, before, SIZE, catalogue, Date.now(), () => {})
}, 180_000)

afterAll(async () => {
  // The rows the fixture added, for the files that run next (children first).
  for (const table of TABLES)
    await client.query(`delete from ${table} where id > $1`, [lastIds.get(table)])
  await client.end()
})

const added = async (sql: string) =>
  (await client.query(sql, [before.reservation])).rows as Record<string, unknown>[]

describe('the scale fixture', () => {
  it('writes reservations shaped like the booking API’s', async () => {
    expect(after.reservations).toBe(SIZE)
    const [shape] = await added(
      `select count(*)::int as "count",
         count(*) filter (where payment_type = 'card')::int as "card",
         count(*) filter (where trip_type = 'round-trip')::int as "round",
         count(*) filter (where trip_type = 'round-trip' and returning_date <= exec_date)::int
           as "returnBeforePickup",
         count(*) filter (where customer_id is null)::int as "noCustomer",
         count(*) filter (where price <= 0 or price % 1 <> 0)::int as "badPrice",
         count(distinct status)::int as "statuses",
         count(*) filter (where reservation_number !~ '^MS-[0-9A-Z]{6}$')::int as "badNumber"
       from reservations where id > $1`,
    )
    expect(shape).toMatchObject({
      count: SIZE,
      returnBeforePickup: 0,
      noCustomer: 0,
      badPrice: 0,
      badNumber: 0,
    })
    // Mostly card (the 60 %), some round trips, every status the desk filters by.
    expect(Number(shape!.card) / SIZE).toBeGreaterThan(0.45)
    expect(Number(shape!.card) / SIZE).toBeLessThan(0.75)
    expect(Number(shape!.round)).toBeGreaterThan(0)
    expect(Number(shape!.statuses)).toBeGreaterThanOrEqual(5)

    // A paid card booking has its paid payment of the booking's price; histories exist.
    const [payments] = await added(
      `select count(*) filter (where p.id is null)::int as "unpaid",
         count(*) filter (where p.amount <> r.price)::int as "wrongAmount"
       from reservations r
       left join payments p on p.reservation_id = r.id and p.status = 'paid'
       where r.id > $1 and r.payment_type = 'card' and r.status in ('paid-not-sent', 'completed')`,
    )
    expect(payments).toMatchObject({ unpaid: 0, wrongAmount: 0 })
    const [history] = await added(
      `select count(*)::int as "without" from reservations r where r.id > $1 and not exists
         (select 1 from reservations_status_history h where h._parent_id = r.id)`,
    )
    expect(history!.without).toBe(0)
  })

  it('gives the same numbers on the dashboard, in its lists and in their CSV (item 6)', async () => {
    const figures = await dashboard(payload, { staff: operator, locale: 'en' })
    if (!figures.ok) throw new Error(figures.code)
    const { links } = figures.value
    const checks = [
      ['pickups today', links.pickupsToday, { count: figures.value.pickupsToday }],
      ['pickups tomorrow', links.pickupsTomorrow, { count: figures.value.pickupsTomorrow }],
      ['booked in 7 days', links.booked7, figures.value.booked7],
      ['booked in 30 days', links.booked30, figures.value.booked30],
      ['waiting for payment', links.waiting, { count: figures.value.waiting.reservations }],
      ...Object.entries(links.byStatus).map(
        ([status, link]) =>
          [status, link, { count: figures.value.byStatus[status as 'pending'] }] as const,
      ),
    ] as const
    // The fixture's figures are not all zero (else the comparison proves nothing).
    expect(figures.value.booked30.count).toBeGreaterThan(0)
    expect(figures.value.byStatus.completed).toBeGreaterThan(0)
    for (const [name, link, figure] of checks) {
      const list = await listReservations(payload, {
        staff: operator,
        query: link,
        locale: 'en',
      })
      if (!list.ok) throw new Error(list.code)
      expect(list.value.count, name).toBe(figure.count)
      const csv = await exportReservations(payload, { staff: operator, query: link, locale: 'en' })
      if (!csv.ok) throw new Error(csv.code)
      const lines = (await new Response(csv.value.stream).text()).split('\r\n').filter(Boolean)
      expect(lines.length - 1, name).toBe(figure.count)
      if ('revenue' in figure) {
        // The price is the fifth cell, after the payment and what paid it; the status before them
        // may be quoted ("Paid, not sent").
        const sum = lines
          .slice(1)
          .map((line) => /^[^,]*,(?:"[^"]*"|[^,]*),[^,]*,[^,]*,([\d.]+),/.exec(line)![1]!)
          .reduce((total, pounds) => total + Math.round(Number(pounds) * 100), 0)
        expect(sum, name).toBe(figure.revenue)
      }
    }
  }, 120_000)
})
