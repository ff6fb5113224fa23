/**
 * The scale fixture's data (issue 31): reservations shaped like the ones the booking API, the
 * payment step and the staff's buttons write, added to a database that holds the committed
 * migrations and the demo seed. Deterministic: reservation `i` is drawn from its own seeded
 * generator, so a database grown to 1,000 and then to 100,000 holds the same first thousand rows
 * as one filled to 100,000 at once.
 *
 * Reservations, customers, their status histories, dispatches, payments, transactions and payment
 * links are drawn here and inserted as column arrays (`insert ... select * from unnest(...)`: one
 * statement a few thousand rows); the outbox (about 6 rows a reservation) and the audit trail
 * (4.5) are made by SQL from the reservations just inserted, as the notifications and the audit
 * hooks would have written them.
 */
import type pg from 'pg'

import { utcToCairoWallTime } from '../../src/booking/cairoTime'
import {
  RESERVATION_NUMBER_ALPHABET,
  RESERVATION_NUMBER_PREFIX,
} from '../../src/booking/reservationNumber'

import {
  AIRLINES,
  ARABIC_FIRST,
  ARABIC_LAST,
  CANCEL_REASONS,
  DRIVER_FIRST,
  EGYPT_MOBILE_PREFIXES,
  EMAIL_DOMAINS,
  HOTELS,
  LATIN_FIRST,
  LATIN_LAST,
  NOTES,
  PAYMENT_LINK_DESCRIPTIONS,
  PLATE_LETTERS,
  VISITOR_NAMES,
} from './scaleVocabulary'

/** One customer for every five reservations (20,000 at 100,000). */
const RESERVATIONS_PER_CUSTOMER = 5
/** The reservations are created over the two years before the fill. */
const SPAN_DAYS = 730
const MINUTE = 60_000
const QUARTER = 15 * MINUTE
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const SEED = 0x5ca1e31
/** The bookings paid in cash (the rest by card). */
const CASH_SHARE = 0.4

/** mulberry32: a small, fast, seeded generator (not for secrets: for repeatable data). */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
    chance: (probability: number) => next() < probability,
  }
}
type Random = ReturnType<typeof generator>
const randomFor = (kind: number, index: number) =>
  generator(Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(kind, 0x85ebca6b) ^ SEED)

const CAR_WEIGHTS = [
  ['corolla', 45],
  ['caddy', 15],
  ['xpander', 15],
  ['h1', 15],
  ['hiace', 10],
] as const
const CAR_SEATS: Record<string, number> = { corolla: 3, caddy: 4, xpander: 5, h1: 7, hiace: 12 }

const hex = (random: Random, length: number) =>
  Array.from({ length }, () => random.int(16).toString(16)).join('')

/** An Egyptian mobile, unique for `index` (7919 is prime to 10^8, so the map is one-to-one). */
function egyptianMobile(index: number, salt: number): string {
  const prefix = EGYPT_MOBILE_PREFIXES[index % EGYPT_MOBILE_PREFIXES.length]
  const number = (index * 7919 + salt) % 100_000_000
  return `+20${prefix}${String(number).padStart(8, '0')}`
}

/** A reservation number unique for `index`: an odd multiplier permutes the 2^30 numbers. */
function reservationNumber(index: number): string {
  const alphabet = RESERVATION_NUMBER_ALPHABET
  let value = (Math.imul(index + 1, 0x2545f491) + 0x1234567) & 0x3fffffff
  let text = ''
  for (let position = 0; position < 6; position++) {
    text = alphabet[value & 31] + text
    value >>>= 5
  }
  return `${RESERVATION_NUMBER_PREFIX}${text}`
}

/** The seeded catalogue the reservations are drawn from: routes with their prices, places, cars. */
export type Catalogue = {
  routes: {
    from: Place
    to: Place
    oneWay: boolean
    cashAllowed: boolean
    prices: Record<string, number | null>
  }[]
  /** The share of the routes that take cash. */
  cashRouteShare: number
  carNames: Record<string, { en: string; ar: string }>
  staffIds: number[]
}
type Place = { code: string; en: string; ar: string; kind: string; isAirport: boolean }

export async function readCatalogue(client: pg.Client): Promise<Catalogue> {
  const places = new Map<number, Place>()
  const placeRows = await client.query<{
    id: number
    code: string
    kind: string
    en: string
    ar: string
  }>(
    `select p.id, p.code, p.kind, en.name as en, ar.name as ar from places p
       join places_locales en on en._parent_id = p.id and en._locale = 'en'
       join places_locales ar on ar._parent_id = p.id and ar._locale = 'ar'`,
  )
  for (const row of placeRows.rows)
    places.set(row.id, { ...row, isAirport: row.kind === 'airport' })
  const prices = await client.query(
    `select from_id, to_id, one_directional, cash_allowed, prices_corolla, prices_caddy,
            prices_xpander, prices_h1, prices_hiace from price_lists`,
  )
  const cars = await client.query<{ code: string; en: string; ar: string }>(
    `select c.code, en.name as en, ar.name as ar from cars c
       join cars_locales en on en._parent_id = c.id and en._locale = 'en'
       join cars_locales ar on ar._parent_id = c.id and ar._locale = 'ar'`,
  )
  const staff = await client.query<{ id: number }>('select id from users order by id')
  const price = (value: unknown) => (value === null ? null : Number(value))
  const cashRoutes = prices.rows.filter((row) => row.cash_allowed !== false).length
  return {
    cashRouteShare: Math.max(CASH_SHARE, cashRoutes / Math.max(1, prices.rows.length)),
    routes: prices.rows.map((row) => ({
      from: places.get(row.from_id)!,
      to: places.get(row.to_id)!,
      oneWay: row.one_directional === true,
      cashAllowed: row.cash_allowed !== false,
      prices: {
        corolla: price(row.prices_corolla),
        caddy: price(row.prices_caddy),
        xpander: price(row.prices_xpander),
        h1: price(row.prices_h1),
        hiace: price(row.prices_hiace),
      },
    })),
    carNames: Object.fromEntries(cars.rows.map((row) => [row.code, { en: row.en, ar: row.ar }])),
    staffIds: staff.rows.map((row) => row.id),
  }
}

type Row = Record<string, unknown>

/**
 * Rows of one table, inserted as column arrays: one `insert ... select * from unnest(...)` a
 * batch. `columns`: "name type, ..." with PostgreSQL's type of each column.
 */
class Table {
  readonly rows: Row[] = []
  private readonly columns: [name: string, type: string][]
  constructor(
    readonly name: string,
    columns: string,
  ) {
    this.columns = columns
      .split(',')
      .map((column) => column.trim().split(/\s+/) as [string, string])
  }

  async flush(client: pg.Client, batch = 5000): Promise<void> {
    const names = this.columns.map(([name]) => `"${name}"`).join(', ')
    const arrays = this.columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')
    for (let start = 0; start < this.rows.length; start += batch) {
      const slice = this.rows.slice(start, start + batch)
      await client.query(
        `insert into ${this.name} (${names}) select * from unnest(${arrays})`,
        this.columns.map(([name]) => slice.map((row) => row[name] ?? null)),
      )
    }
    this.rows.length = 0
  }
}

/** The tables the fill writes, with the columns the API fills (Payload's names). */
const tables = () => ({
  customers: new Table(
    'customers',
    `id int, name varchar, mobile varchar, email varchar, verified bool, phone_verified bool,
     email_verified bool, preferred_language enum_customers_preferred_language,
     created_at timestamptz, updated_at timestamptz`,
  ),
  reservations: new Table(
    'reservations',
    `id int, reservation_number varchar, customer_id int, status enum_reservations_status,
     exec_date timestamptz, returning_date timestamptz, exec_local varchar, returning_local varchar,
     trip_type enum_reservations_trip_type, payment_type enum_reservations_payment_type,
     cash_allowed bool, car_type varchar, car_name_en varchar, car_name_ar varchar,
     pickup_address varchar, dropoff_address varchar, pickup_code varchar, pickup_name_en varchar,
     pickup_name_ar varchar, pickup_location_name varchar, dropoff_code varchar,
     dropoff_name_en varchar, dropoff_name_ar varchar, dropoff_location_name varchar,
     persons numeric, luggages numeric, arrival_flight_number varchar,
     departure_flight_number varchar, is_another_passengers bool, passenger_name varchar,
     passenger_phone varchar, notes varchar, price numeric, currency varchar,
     price_snapshot jsonb, order_number varchar, language enum_reservations_language,
     idempotency_key varchar, request_hash varchar, confirmation_due bool,
     dispatch_outbound_driver_name varchar, dispatch_outbound_driver_mobile varchar,
     dispatch_outbound_vehicle_plate varchar, dispatch_outbound_assigned_at timestamptz,
     dispatch_outbound_assigned_by varchar, dispatch_return_driver_name varchar,
     dispatch_return_driver_mobile varchar, dispatch_return_vehicle_plate varchar,
     dispatch_return_assigned_at timestamptz, dispatch_return_assigned_by varchar,
     created_at timestamptz, updated_at timestamptz`,
  ),
  // Payload's array fields: a table each, rows ordered by `_order` under `_parent_id`.
  history: new Table(
    'reservations_status_history',
    `_order int, _parent_id int, id varchar, from enum_reservations_status_history_from,
     to enum_reservations_status_history_to, at timestamptz,
     by_type enum_reservations_status_history_by_type, by_id varchar, reason varchar`,
  ),
  dispatch: new Table(
    'reservations_dispatch_history',
    `_order int, _parent_id int, id varchar, leg enum_reservations_dispatch_history_leg,
     at timestamptz, by_id varchar, driver_name varchar, driver_mobile varchar,
     vehicle_plate varchar, reason varchar`,
  ),
  transactionNumbers: new Table(
    'reservations_transaction_numbers',
    '_order int, _parent_id int, id varchar, transaction_number varchar',
  ),
  links: new Table(
    'payment_links',
    `id int, amount numeric, customer_name varchar, phone varchar, email varchar,
     description varchar, reservation_id int, language enum_payment_links_language,
     expires_at timestamptz, status enum_payment_links_status, token varchar,
     paid_at timestamptz, created_at timestamptz, updated_at timestamptz`,
  ),
  payments: new Table(
    'payments',
    `id int, reference varchar, reservation_id int, payment_link_id int, amount numeric,
     currency varchar, status enum_payments_status, gateway varchar, order_id varchar,
     transaction_id varchar, expires_at timestamptz, settled_at timestamptz,
     decline_code varchar, created_at timestamptz, updated_at timestamptz`,
  ),
  transactions: new Table(
    'payment_transactions',
    `transaction_id varchar, payment_id int, kind varchar, order_id varchar, source varchar,
     amount numeric, currency varchar, decline_code varchar, outcome varchar,
     created_at timestamptz, updated_at timestamptz`,
  ),
})
type Tables = ReturnType<typeof tables>

type Customer = { id: number; name: string; mobile: string; email: string; language: 'en' | 'ar' }

/** Customer `index` (0-based): an Egyptian in Arabic or Latin letters, or a visitor. */
function customerAt(index: number, idOffset: number): Customer {
  const random = randomFor(1, index)
  const arabic = random.chance(0.35)
  const visitor = !arabic && random.chance(0.12)
  const first = arabic ? random.pick(ARABIC_FIRST) : random.pick(LATIN_FIRST)
  const last = arabic ? random.pick(ARABIC_LAST) : random.pick(LATIN_LAST)
  const name = visitor ? random.pick(VISITOR_NAMES) : `${first} ${last}`
  const handle = visitor
    ? name.toLowerCase().replace(/[^a-z]+/g, '.')
    : arabic
      ? `user${index}`
      : `${first}.${last}`.toLowerCase().replace(/[^a-z.]+/g, '')
  return {
    id: idOffset + index + 1,
    name,
    mobile: egyptianMobile(index, 23_456_789),
    email: `${handle}.${index}@${random.pick(EMAIL_DOMAINS)}`,
    language: arabic ? 'ar' : 'en',
  }
}

/** A driver of the fleet (120 of them), with the plate of their car. */
function driverAt(index: number) {
  const random = randomFor(2, index % 120)
  const digits = String(1000 + random.int(9000))
  const letters = Array.from({ length: 3 }, () => random.pick(PLATE_LETTERS)).join(' ')
  return {
    name: `${random.pick(DRIVER_FIRST)} ${random.pick(ARABIC_LAST)}`,
    mobile: egyptianMobile(index % 120, 71_234_567),
    plate: `${letters} ${digits}`,
  }
}

type Ids = { reservation: number; customer: number; payment: number; link: number }

/** The car: by CAR_WEIGHTS among those the route has a price for (a Corolla otherwise). */
function drawCar(random: Random, prices: Record<string, number | null>): string {
  let weight = random.int(100)
  for (const [code, share] of CAR_WEIGHTS) {
    if (weight < share && prices[code]) return code
    weight -= share
  }
  return 'corolla'
}

/** A trip as the booking form sends it: route, car, times, party, places' hotels, flights. */
function drawTrip(random: Random, catalogue: Catalogue, customer: Customer, now: number) {
  // More bookings lately: a growing company.
  const createdAt = new Date(now - Math.pow(random.next(), 1.6) * SPAN_DAYS * DAY - HOUR)
  const route = random.pick(catalogue.routes)
  const reversed = !route.oneWay && random.chance(0.45)
  const [pickup, dropoff] = reversed ? [route.to, route.from] : [route.from, route.to]
  const car = drawCar(random, route.prices)
  const roundTrip = !route.oneWay && random.chance(0.3)
  // 60 % card overall: cash is only taken where the route allows it.
  const card = !route.cashAllowed || !random.chance(CASH_SHARE / catalogue.cashRouteShare)
  // Most book a few days ahead, some a month; pickups on the quarter hour.
  const leadHours = 6 + Math.pow(random.next(), 2) * 24 * 30
  const execAt = new Date(Math.round((createdAt.getTime() + leadHours * HOUR) / QUARTER) * QUARTER)
  const returnAt = roundTrip
    ? new Date(execAt.getTime() + (1 + random.int(14)) * DAY + random.int(48) * QUARTER)
    : null
  const hotel = (place: Place) =>
    place.isAirport || !random.chance(0.8) ? '' : random.pick(HOTELS)
  const flight = (needed: boolean) =>
    needed ? `${random.pick(AIRLINES)} ${100 + random.int(900)}` : null
  const persons = 1 + random.int(CAR_SEATS[car] ?? 3)
  const anotherPassenger = random.chance(0.15)
    ? { name: customerAt(random.int(100_000), 0).name, phone: egyptianMobile(random.int(1e8), 3) }
    : null
  return {
    createdAt,
    route,
    pickup,
    dropoff,
    car,
    roundTrip,
    card,
    execAt,
    returnAt,
    legPrice: route.prices[car] ?? route.prices.corolla ?? 50_000,
    pickupHotel: hotel(pickup),
    dropoffHotel: hotel(dropoff),
    arrivalFlight: flight(pickup.isAirport),
    departureFlight: flight(dropoff.isAirport || (roundTrip && pickup.isAirport)),
    persons,
    luggages: random.int(persons + 2),
    anotherPassenger,
    notes: random.chance(0.2) ? random.pick(NOTES) : '',
  }
}
type Trip = ReturnType<typeof drawTrip>

/** Where a trip stands now, as the payment step, the expiry job and the staff's buttons left it. */
function drawStatus(random: Random, trip: Trip, now: number): string {
  const past = trip.execAt.getTime() < now
  if (trip.card) {
    if (now - trip.createdAt.getTime() < 30 * MINUTE) return 'pending'
    if (random.chance(0.09)) return 'fail'
    if (random.chance(0.04)) return 'cancelled'
    return random.chance(past ? 0.96 : 0.5) ? 'completed' : 'paid-not-sent'
  }
  if (random.chance(0.05)) return 'cancelled'
  return random.chance(past ? 0.94 : 0.45) ? 'completed' : 'cash-not-sent'
}

type HistoryEntry = {
  from: string | null
  to: string
  at: Date
  by_type: 'system' | 'payment' | 'staff'
  by_id: string | null
  reason: string
}

/** The status history `src/booking/status.ts` records on the way to `status`. */
function statusHistory(
  trip: Trip,
  status: string,
  moments: { paidAt: Date; confirmedAt: Date },
  actors: { customerId: number; staffId: string; transactionId: string },
): HistoryEntry[] {
  const history: HistoryEntry[] = [
    {
      from: null,
      to: trip.card ? 'pending' : 'cash-not-sent',
      at: trip.createdAt,
      by_type: 'system',
      by_id: `customer:${actors.customerId}`,
      reason: 'Booked online by the customer',
    },
  ]
  const paid = trip.card && status !== 'pending' && status !== 'fail'
  if (paid)
    history.push({
      from: 'pending',
      to: 'paid-not-sent',
      at: moments.paidAt,
      by_type: 'payment',
      by_id: actors.transactionId,
      reason: `Card payment captured (transaction ${actors.transactionId})`,
    })
  if (status === 'fail')
    history.push({
      from: 'pending',
      to: 'fail',
      at: new Date(trip.createdAt.getTime() + 30 * MINUTE),
      by_type: 'system',
      by_id: null,
      reason: 'Card payment not completed within 30 minutes',
    })
  if (status === 'completed' || status === 'cancelled')
    history.push({
      from: trip.card ? 'paid-not-sent' : 'cash-not-sent',
      to: status,
      at: moments.confirmedAt,
      by_type: 'staff',
      by_id: actors.staffId,
      reason:
        status === 'completed' ? 'Sent to operations' : CANCEL_REASONS[actors.customerId % 3]!,
    })
  return history
}

/**
 * Reservation `index` (0-based) and what the API wrote beside it: its status history, the drivers
 * of a completed trip, a card payment with its transactions, now and then a payment link.
 */
function addReservation(
  index: number,
  ids: Ids,
  customers: number,
  catalogue: Catalogue,
  now: number,
  out: Tables,
) {
  const random = randomFor(3, index)
  const id = ids.reservation + index + 1
  const number = reservationNumber(index)
  const customer = customerAt(random.int(customers), ids.customer)
  const trip = drawTrip(random, catalogue, customer, now)
  const status = drawStatus(random, trip, now)
  const staffId = String(random.pick(catalogue.staffIds))
  const created = trip.createdAt.getTime()
  const paidAt = new Date(created + (2 + random.int(10)) * MINUTE)
  const confirmedAt = new Date(
    Math.min(trip.execAt.getTime() - HOUR, created + (1 + random.int(20)) * HOUR),
  )
  const orderId = String(300_000_000 + index * 2)
  const transactionId = String(500_000_000 + index * 3)
  const history = statusHistory(
    trip,
    status,
    { paidAt, confirmedAt },
    { customerId: customer.id, staffId, transactionId },
  )
  history.forEach((entry, order) =>
    out.history.rows.push({ _order: order + 1, _parent_id: id, id: hex(random, 24), ...entry }),
  )

  // The drivers of a completed trip, assigned a few hours to a day before each pickup.
  const dispatch: Row = {}
  const legs = status !== 'completed' ? [] : trip.roundTrip ? ['outbound', 'return'] : ['outbound']
  legs.forEach((leg, order) => {
    const driver = driverAt(random.int(120))
    const pickupAt = (leg === 'outbound' ? trip.execAt : trip.returnAt!).getTime()
    const at = new Date(Math.max(confirmedAt.getTime(), pickupAt - (2 + random.int(30)) * HOUR))
    Object.assign(dispatch, {
      [`dispatch_${leg}_driver_name`]: driver.name,
      [`dispatch_${leg}_driver_mobile`]: driver.mobile,
      [`dispatch_${leg}_vehicle_plate`]: driver.plate,
      [`dispatch_${leg}_assigned_at`]: at,
      [`dispatch_${leg}_assigned_by`]: staffId,
    })
    out.dispatch.rows.push({
      _order: order + 1,
      _parent_id: id,
      id: hex(random, 24),
      leg,
      at,
      by_id: staffId,
      driver_name: driver.name,
      driver_mobile: driver.mobile,
      vehicle_plate: driver.plate,
      reason: null,
    })
  })

  const price = trip.roundTrip ? trip.legPrice * 2 : trip.legPrice
  const { pickup, dropoff } = trip
  const language = customer.language
  const address = (place: Place, hotel: string) =>
    hotel ? `${place[language]}${language === 'ar' ? '، ' : ', '}${hotel}` : place[language]
  const legList = [
    { from: pickup.code, to: dropoff.code, price: trip.legPrice },
    ...(trip.roundTrip ? [{ from: dropoff.code, to: pickup.code, price: trip.legPrice }] : []),
  ]
  const carPrices = Object.entries(trip.route.prices).flatMap(([code, value]) =>
    value === null ? [] : [[code, trip.roundTrip ? value * 2 : value]],
  )
  out.reservations.rows.push({
    id,
    reservation_number: number,
    customer_id: customer.id,
    status,
    exec_date: trip.execAt,
    returning_date: trip.returnAt,
    exec_local: utcToCairoWallTime(trip.execAt),
    returning_local: trip.returnAt ? utcToCairoWallTime(trip.returnAt) : null,
    trip_type: trip.roundTrip ? 'round-trip' : 'one-way',
    payment_type: trip.card ? 'card' : 'cash',
    cash_allowed: trip.route.cashAllowed,
    car_type: trip.car,
    car_name_en: catalogue.carNames[trip.car]?.en,
    car_name_ar: catalogue.carNames[trip.car]?.ar,
    pickup_address: address(pickup, trip.pickupHotel),
    dropoff_address: address(dropoff, trip.dropoffHotel),
    pickup_code: pickup.code,
    pickup_name_en: pickup.en,
    pickup_name_ar: pickup.ar,
    pickup_location_name: trip.pickupHotel,
    dropoff_code: dropoff.code,
    dropoff_name_en: dropoff.en,
    dropoff_name_ar: dropoff.ar,
    dropoff_location_name: trip.dropoffHotel,
    persons: trip.persons,
    luggages: trip.luggages,
    arrival_flight_number: trip.arrivalFlight,
    departure_flight_number: trip.departureFlight,
    is_another_passengers: trip.anotherPassenger !== null,
    passenger_name: trip.anotherPassenger?.name,
    passenger_phone: trip.anotherPassenger?.phone,
    notes: trip.notes,
    price,
    currency: 'EGP',
    price_snapshot: JSON.stringify({
      currency: 'EGP',
      carType: trip.car,
      price,
      legs: legList,
      carPrices: Object.fromEntries(carPrices),
      minLeadHours: 6,
    }),
    order_number: trip.card ? orderId : null,
    language,
    idempotency_key: `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`,
    request_hash: hex(random, 64),
    confirmation_due: false,
    ...dispatch,
    created_at: trip.createdAt,
    updated_at: history.at(-1)!.at,
  })

  if (trip.card) {
    const paid = status !== 'pending' && status !== 'fail'
    const paymentId = ++ids.payment
    out.payments.rows.push({
      id: paymentId,
      reference: `${number}-P1`,
      reservation_id: id,
      amount: price,
      currency: 'EGP',
      status:
        status === 'cancelled'
          ? 'refunded'
          : paid
            ? 'paid'
            : status === 'fail'
              ? 'expired'
              : 'open',
      gateway: 'paymob',
      order_id: orderId,
      transaction_id: paid ? transactionId : null,
      expires_at: new Date(created + 30 * MINUTE),
      settled_at: paid ? paidAt : null,
      decline_code: status === 'fail' && random.chance(0.5) ? 'insufficient-funds' : null,
      created_at: trip.createdAt,
      updated_at: paid ? paidAt : new Date(created + 30 * MINUTE),
    })
    if (paid) {
      const transaction = {
        payment_id: paymentId,
        order_id: orderId,
        amount: price,
        currency: 'EGP',
      }
      out.transactionNumbers.rows.push({
        _order: 1,
        _parent_id: id,
        id: hex(random, 24),
        transaction_number: transactionId,
      })
      out.transactions.rows.push({
        ...transaction,
        transaction_id: transactionId,
        kind: 'payment',
        source: 'callback',
        outcome: 'captured',
        created_at: paidAt,
        updated_at: paidAt,
      })
      if (status === 'cancelled')
        out.transactions.rows.push({
          ...transaction,
          transaction_id: String(Number(transactionId) + 1),
          kind: 'refund',
          source: 'staff',
          outcome: 'refunded',
          created_at: confirmedAt,
          updated_at: confirmedAt,
        })
    }
  }
  if (random.chance(0.03)) addPaymentLink(random, ids, id, customer, confirmedAt, now, out)
}

/** A payment link for an extra (a child seat, a waiting hour), paid by card or not. */
function addPaymentLink(
  random: Random,
  ids: Ids,
  reservationId: number,
  customer: Customer,
  createdAt: Date,
  now: number,
  out: Tables,
) {
  const linkId = ++ids.link
  const paid = random.chance(0.6)
  const amount = (2 + random.int(20)) * 5000
  const expiresAt = new Date(createdAt.getTime() + 48 * HOUR)
  const paidAt = new Date(createdAt.getTime() + HOUR)
  const unpaid = expiresAt.getTime() > now ? 'active' : random.chance(0.2) ? 'cancelled' : 'expired'
  out.links.rows.push({
    id: linkId,
    amount,
    customer_name: customer.name,
    phone: customer.mobile,
    email: customer.email,
    description: random.pick(PAYMENT_LINK_DESCRIPTIONS),
    reservation_id: reservationId,
    language: customer.language,
    expires_at: expiresAt,
    status: paid ? 'paid' : unpaid,
    token: hex(random, 43),
    paid_at: paid ? paidAt : null,
    created_at: createdAt,
    updated_at: paid ? paidAt : createdAt,
  })
  if (!paid) return
  out.payments.rows.push({
    id: ++ids.payment,
    reference: `LINK-${String(linkId).padStart(8, '0')}-P1`,
    payment_link_id: linkId,
    amount,
    currency: 'EGP',
    status: 'paid',
    gateway: 'paymob',
    order_id: String(800_000_000 + linkId),
    transaction_id: String(900_000_000 + linkId),
    expires_at: expiresAt,
    settled_at: paidAt,
    created_at: createdAt,
    updated_at: paidAt,
  })
}

/** What the fill started from: the ids above which its rows go (the seed's own rows stay). */
export type FillBase = Ids & { reservations: number; customers: number }

export async function fillBase(client: pg.Client): Promise<FillBase> {
  const max = async (table: string) =>
    Number((await client.query(`select coalesce(max(id), 0) as max from ${table}`)).rows[0].max)
  return {
    reservation: await max('reservations'),
    customer: await max('customers'),
    payment: await max('payments'),
    link: await max('payment_links'),
    reservations: 0,
    customers: 0,
  }
}

/**
 * Grows the fixture to `total` reservations (and a customer for every five), drawing the ones
 * not there yet; the outbox and the audit trail of the new ones by SQL; then VACUUM ANALYZE, as
 * autovacuum would after such a load. Returns the base for the next call.
 */
export async function growTo(
  client: pg.Client,
  base: FillBase,
  total: number,
  catalogue: Catalogue,
  now: number,
  log: (line: string) => void = console.log,
): Promise<FillBase> {
  const out = tables()
  const customers = Math.max(1, Math.ceil(total / RESERVATIONS_PER_CUSTOMER))
  for (let index = base.customers; index < customers; index++) {
    const customer = customerAt(index, base.customer)
    const random = randomFor(4, index)
    const createdAt = new Date(now - SPAN_DAYS * DAY - random.int(30) * DAY)
    out.customers.rows.push({
      ...customer,
      preferred_language: customer.language,
      verified: true,
      phone_verified: random.chance(0.8),
      email_verified: random.chance(0.7),
      created_at: createdAt,
      updated_at: createdAt,
    })
  }
  await out.customers.flush(client)

  const ids: Ids = { ...base }
  const chunk = 5000
  for (let start = base.reservations; start < total; start += chunk) {
    for (let index = start; index < Math.min(total, start + chunk); index++)
      addReservation(index, ids, customers, catalogue, now, out)
    // Parents before the rows whose foreign keys point at them.
    for (const table of [out.reservations, out.links, out.history, out.dispatch])
      await table.flush(client)
    for (const table of [out.payments, out.transactionNumbers, out.transactions])
      await table.flush(client)
    log(`[scale] ${Math.min(total, start + chunk)} / ${total} reservations`)
  }
  const first = base.reservation + base.reservations + 1
  const last = base.reservation + total
  await client.query(OUTBOX_SQL, [first, last])
  await client.query(AUDIT_SQL, [first, last])
  for (const table of ['reservations', 'customers', 'payments', 'payment_links'])
    await client.query(`select setval('${table}_id_seq', (select max(id) from ${table}))`)
  // Autovacuum vacuums (and analyzes) a table after such a load of inserts: the visibility map it
  // sets is what lets counts read an index alone (index-only scans).
  await client.query('vacuum analyze')
  return { ...base, payment: ids.payment, link: ids.link, reservations: total, customers }
}

/**
 * Six messages a reservation, as the notifications wrote them (src/notifications/booking.ts):
 * the customer's confirmation by email and SMS, the staff's email, the receipt of a card payment
 * (a cash booking's reminder otherwise) and the driver's details by email and SMS.
 */
const OUTBOX_SQL = `
insert into outbox (channel, "to", locale, template, subject, body, html, status, attempts,
                    sent_at, provider_message_id, created_at, updated_at)
select m.channel::enum_outbox_channel,
       case when m.channel = 'sms' then c.mobile when m.template like 'staff-%' then 'ops@masar.test' else c.email end,
       coalesce(r.language::text, 'en')::enum_outbox_locale,
       m.template,
       case when m.channel = 'email' then m.subject || ' ' || r.reservation_number end,
       m.subject || ' ' || r.reservation_number || E'\\n' || c.name || E'\\n' || r.pickup_address
         || ' -> ' || r.dropoff_address || E'\\n' || r.exec_local || E'\\nEGP ' || (r.price / 100)::text,
       case when m.channel = 'email' then '<p>' || m.subject || ' ' || r.reservation_number || '</p><p>'
         || r.pickup_address || ' &rarr; ' || r.dropoff_address || '</p>' || repeat('<p>&nbsp;</p>', 20) end,
       (case when (r.id + m.n) % 97 = 0 then 'failed' else 'sent' end)::enum_outbox_status,
       1 + ((r.id + m.n) % 97 = 0)::int,
       r.created_at + (m.n || ' minutes')::interval,
       'msg-' || r.id || '-' || m.n,
       r.created_at + (m.n || ' minutes')::interval,
       r.created_at + (m.n || ' minutes')::interval
  from reservations r
  join customers c on c.id = r.customer_id
  cross join lateral (values
    (1, 'email', 'booking-confirmation', 'Your booking'),
    (2, 'sms', 'booking-confirmation', 'Booking'),
    (3, 'email', 'staff-new-booking', 'New booking'),
    (4, 'email', case when r.payment_type = 'card' then 'payment-receipt' else 'booking-reminder' end, 'Receipt'),
    (5, 'email', 'driver-assigned', 'Your driver'),
    (6, 'sms', 'driver-assigned', 'Driver')
  ) as m(n, channel, template, subject)
 where r.id between $1 and $2`

/**
 * The audit trail's entries of a reservation (src/audit/hooks.ts), 4.5 on average: its creation;
 * its card payment's creation and update (a cash booking: the confirmation sent, then the
 * customer's phone proved by a code); the last change of status (the staff's, the payment's or the
 * expiry's); and on every other one the driver's assignment. `changes` holds the main fields, not the whole document.
 */
const AUDIT_SQL = `
insert into audit_log (at, summary, actor_type, actor_id, actor_name, kind, target, document_id,
                       action, reason, locale, changes, created_at, updated_at)
select e.at, e.action || ' ' || e.target || ' ' || e.document_id || ': ' || e.fields,
       e.actor::enum_audit_log_actor_type, e.actor_id, e.actor_name, 'collection',
       e.target, e.document_id, e.action::enum_audit_log_action, e.reason, r.language::text,
       e.changes, e.at, e.at
  from reservations r
  left join payments p on p.reservation_id = r.id
  cross join lateral (select coalesce(r.dispatch_outbound_assigned_by, '1') as id) staff
  left join users u on u.id::text = staff.id
  cross join lateral (values
    (1, r.created_at, 'create', 'reservations', r.id::text, 'system', 'customer:' || r.customer_id, null::text, null::text,
     'id, reservationNumber, customer, status, statusHistory, ...',
     jsonb_build_object('reservationNumber', jsonb_build_object('before', null, 'after', r.reservation_number),
                        'status', jsonb_build_object('before', null, 'after', case when p.id is null then 'cash-not-sent' else 'pending' end),
                        'price', jsonb_build_object('before', null, 'after', r.price))),
    (2, r.created_at, case when p.id is null then 'update' else 'create' end,
     case when p.id is null then 'reservations' else 'payments' end, coalesce(p.id, r.id)::text, 'system', null, null, null,
     case when p.id is null then 'confirmationDue' else 'id, reference, reservation, amount, status' end,
     case when p.id is null then jsonb_build_object('confirmationDue', jsonb_build_object('before', true, 'after', false))
          else jsonb_build_object('reference', jsonb_build_object('before', null, 'after', p.reference)) end),
    (3, coalesce(p.settled_at, p.updated_at, r.created_at + interval '3 minutes'), 'update',
     case when p.id is null then 'customers' else 'payments' end, coalesce(p.id, r.customer_id)::text,
     case when p.id is null then 'customer' else 'payment' end, coalesce(p.order_id, r.customer_id::text), null, null,
     case when p.id is null then 'phoneVerified' else 'status, transactionId, settledAt' end,
     case when p.id is null then jsonb_build_object('phoneVerified', jsonb_build_object('before', false, 'after', true))
          else jsonb_build_object('status', jsonb_build_object('before', 'open', 'after', p.status::text)) end),
    (4, r.updated_at, 'update', 'reservations', r.id::text,
     case r.status when 'fail' then 'system' when 'paid-not-sent' then 'payment' else 'staff' end,
     case r.status when 'fail' then null when 'paid-not-sent' then p.order_id else staff.id end,
     case when r.status in ('fail', 'paid-not-sent') then null else u.email end,
     case r.status when 'completed' then 'Sent to operations' when 'cancelled' then 'Cancelled by staff' end,
     'status, statusHistory',
     jsonb_build_object('status', jsonb_build_object(
       'before', case when r.status in ('fail', 'paid-not-sent') then 'pending' when p.id is null then 'cash-not-sent' else 'paid-not-sent' end,
       'after', r.status::text))),
    (5, r.updated_at + interval '1 hour', 'update', 'reservations', r.id::text, 'staff', staff.id, u.email, null,
     'dispatch, dispatchHistory',
     jsonb_build_object('dispatch', jsonb_build_object('before', null, 'after', jsonb_build_object('driverName', r.dispatch_outbound_driver_name))))
  ) as e(n, at, action, target, document_id, actor, actor_id, actor_name, reason, fields, changes)
 where r.id between $1 and $2 and (p.id is null or p.reference like '%-P1') and (e.n < 5 or r.id % 2 = 0)`
