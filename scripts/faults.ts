/**
 * `npm run test:faults`: bookings and payments through a PostgreSQL restart, nothing lost and
 * nothing doubled. Reuses the production build `npm run test:e2e` made (`next build` first when
 * there is none, or with FAULTS_BUILD=1), then:
 *
 * 1. its OWN embedded PostgreSQL cluster (`.data/pg-faults`, port FAULTS_PG_PORT, 54340), so
 *    stopping it disturbs nothing else; migrations and the demo seed on a fresh database;
 * 2. TWO production servers (`scripts/server.ts`) on that one database, ports FAULTS_PORT
 *    (3230) and FAULTS_PORT + 1; the Paymob simulator runs in the first (SITE_URL);
 * 3. customers signed up and verified through the API, then concurrent bookings (card and cash,
 *    each with its own Idempotency-Key; some refused on purpose: a wrong price) spread over both
 *    servers; every card booking is paid at the simulator, and its HMAC-signed callback is sent
 *    again to both servers at once (Paymob's duplicates);
 * 4. PostgreSQL stopped in the middle of that (fast shutdown: every connection cut), left down a
 *    few seconds, started again, while the requests keep coming. A request answered 503 (or cut)
 *    is sent again later with the same key and body, as a client should;
 * 5. the checks, in the database: every booking answered 2xx is stored exactly once under its
 *    key and number; a key whose every answer was a refusal left no row; no stray row; each paid
 *    booking has exactly one payment marked paid, for its price, and one recorded transaction;
 *    no answer was a 500 or hung, and neither server logged a request that failed inside it
 *    (Next's `⨯`: the simulator's own callbacks included); during the outage `/api/health`
 *    answered 200 and `/api/ready` 503; afterwards both servers answer `/api/ready` 200, a quote,
 *    a page and a signed-in call, without being restarted.
 *
 * Exit code 0 when every check holds. FAULTS_DOWN_SECONDS (4): how long the database stays down.
 */
import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { paymobTransactionHmac, signedFieldsOfTransaction } from '@/payments/hmac'
import { SIMULATOR_KEYS } from '@/payments/simulatorKeys'

import {
  databaseUrl,
  type DatabaseServer,
  dropDatabase,
  ensureDatabase,
  PROJECT_DIR,
  startEmbeddedServer,
  throwawayName,
} from './lib/database'
import { PortTakenError, requireFreePort } from './lib/ports'
import { buildAppSync, runScript, spawnServer, waitForUrl } from './lib/processes'
import { productionEnv } from './lib/productionServer'

const PORT = Number(process.env.FAULTS_PORT ?? 3230)
const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 54340)
const DOWN_MS = Number(process.env.FAULTS_DOWN_SECONDS ?? 4) * 1000
const CUSTOMERS = 12
/** Bookings each customer tries (the booking limit is 5 in 10 minutes). */
const BOOKINGS_EACH = 4
const REQUEST_TIMEOUT_MS = 20_000

const servers = [`http://localhost:${PORT}`, `http://localhost:${PORT + 1}`]
const log = (message: string) => console.log(`[faults] ${message}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// ---------------------------------------------------------------------------------------------
// What happened, as the clients saw it

type Answer = { status: number; json: unknown; ms: number }
const answers: { what: string; server: string; status: number | 'cut' | 'hung' }[] = []

/** One HTTP call; a broken connection is `cut`, no answer within the limit `hung`. */
async function call(
  server: string,
  what: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer | 'cut' | 'hung'> {
  const started = Date.now()
  try {
    const response = await fetch(server + pathname, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const text = await response.text()
    let json: unknown = text
    try {
      json = JSON.parse(text)
    } catch {
      // not JSON: kept as text
    }
    answers.push({ what, server, status: response.status })
    return { status: response.status, json, ms: Date.now() - started }
  } catch (error) {
    const hung = error instanceof Error && error.name === 'TimeoutError'
    answers.push({ what, server, status: hung ? 'hung' : 'cut' })
    return hung ? 'hung' : 'cut'
  }
}

/** Answers a client sends again later (the server was away, or said so with 503). */
const retryable = (answer: Answer | 'cut' | 'hung') =>
  answer === 'cut' || answer === 'hung' || answer.status === 503

/**
 * The servers' own log, passed through; a request that failed inside a server (Next logs it with
 * `⨯`), including ones the runner did not send (the simulator's own callback), is counted.
 */
const serverLogErrors: string[] = []
function watchServerLog(app: ChildProcess, server: string) {
  for (const stream of [app.stdout, app.stderr]) {
    let rest = ''
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) {
        if (line.startsWith('⨯')) serverLogErrors.push(`${server}: ${line.slice(0, 160)}`)
        process.stdout.write(`${line}\n`)
      }
    })
  }
}

// ---------------------------------------------------------------------------------------------
// Customers

type Customer = { id: number; mobile: string; cookie: string; ip: string; server: string }

async function outboxCode(client: pg.Client, to: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { rows } = await client.query(
      'select body from outbox where "to" = $1 order by created_at desc limit 1',
      [to],
    )
    const code = String(rows[0]?.body ?? '').match(/\b(\d{6})\b/)?.[1]
    if (code) return code
    await sleep(250)
  }
  throw new Error(`no code was sent to ${to}`)
}

async function signUp(db: pg.Client, index: number): Promise<Customer> {
  const server = servers[index % 2]!
  const digits = `${String(Date.now() % 1e6).padStart(6, '0')}${String(index).padStart(2, '0')}`
  const ip = `10.77.${index}.${(Date.now() % 200) + 1}`
  const response = await fetch(`${server}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      name: `Fault Tester ${index}`,
      email: `fault.${digits}@example.com`,
      mobile: `012${digits}`,
      password: 'secret-123',
      lang: index % 3 === 0 ? 'ar' : 'en',
    }),
  })
  const body = (await response.json()) as { user?: { id: number; mobile: string } }
  if (response.status !== 201 || !body.user) {
    throw new Error(`sign-up answered ${response.status}: ${JSON.stringify(body)}`)
  }
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('masar_session='))
  if (!session) throw new Error('sign-up set no session cookie')
  const customer = { id: body.user.id, mobile: body.user.mobile, cookie: session, ip, server }
  const verified = await fetch(`${server}/api/user/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session, 'x-forwarded-for': ip },
    body: JSON.stringify({ code: await outboxCode(db, customer.mobile) }),
  })
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}`)
  return customer
}

const headersOf = (customer: Customer, extra: Record<string, string> = {}) => ({
  cookie: customer.cookie,
  'x-forwarded-for': customer.ip,
  ...extra,
})

// ---------------------------------------------------------------------------------------------
// Bookings and payments

type Attempt = {
  key: string
  customer: Customer
  body: Record<string, unknown>
  /** Refused on purpose (a wrong price): must be refused and leave nothing. */
  refusedOnPurpose: boolean
  statuses: (number | 'cut' | 'hung')[]
  /** The `error` code of each refusal. */
  errors: string[]
  /** The reservation number of a 2xx answer. */
  accepted?: string
  paymentType: 'card' | 'cash'
  price: number
}
const attempts: Attempt[] = []

type Paid = { reservationNumber: string; transactionId: number; amount: number; body: unknown }
const paid: Paid[] = []
const callbacks: { transactionId: number; statuses: (number | 'cut' | 'hung')[] }[] = []

const cairoDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(
    new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000),
  )

async function quote(server: string, execDate: string): Promise<{ car: string; price: number }> {
  for (let attempt = 0; ; attempt++) {
    const answer = await call(server, 'quote', '/api/booking/quote', {
      body: {
        tripType: 'one-way',
        pickup: 'cai-airport',
        dropoff: 'cai-zamalek',
        execDate,
        persons: 2,
        luggages: 1,
      },
    })
    if (answer !== 'cut' && answer !== 'hung' && answer.status === 200) {
      const car = (answer.json as { cars: { code: string; price: number }[] }).cars[0]!
      return { car: car.code, price: car.price }
    }
    if (attempt > 20) throw new Error(`the quote did not answer (${JSON.stringify(answer)})`)
    await sleep(500)
  }
}

/** Sends a booking (again, with the same key and body) and records the answer. */
async function sendBooking(attempt: Attempt, server: string): Promise<Answer | 'cut' | 'hung'> {
  const answer = await call(server, 'booking', '/api/booking', {
    headers: headersOf(attempt.customer, { 'idempotency-key': attempt.key }),
    body: attempt.body,
  })
  attempt.statuses.push(answer === 'cut' || answer === 'hung' ? answer : answer.status)
  if (typeof answer !== 'string' && answer.status >= 300) {
    attempt.errors.push(String((answer.json as { error?: string }).error ?? answer.status))
  }
  if (answer !== 'cut' && answer !== 'hung' && answer.status >= 200 && answer.status < 300) {
    const number = (answer.json as { reservation?: { reservationNumber?: string } }).reservation
      ?.reservationNumber
    if (!number) throw new Error(`a 2xx booking without a number: ${JSON.stringify(answer.json)}`)
    if (attempt.accepted && attempt.accepted !== number) {
      throw new Error(`key ${attempt.key} answered ${attempt.accepted}, then ${number}`)
    }
    attempt.accepted = number
  }
  return answer
}

/** Sends until the answer is no longer "try again" (or the deadline passes). */
async function untilSettled<T>(
  send: () => Promise<Answer | 'cut' | 'hung'>,
  deadline: number,
  done: (answer: Answer) => T,
): Promise<T | undefined> {
  for (;;) {
    const answer = await send()
    if (!retryable(answer)) return done(answer as Answer)
    if (Date.now() > deadline) return undefined
    await sleep(1000)
  }
}

let simulatorToken: string | undefined

async function simulatorTransaction(transactionId: number): Promise<Record<string, unknown>> {
  const simulator = `${servers[0]}/paymob-simulator`
  if (!simulatorToken) {
    const token = await fetch(`${simulator}/api/auth/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: SIMULATOR_KEYS.apiKey }),
    })
    simulatorToken = ((await token.json()) as { token: string }).token
  }
  const response = await fetch(`${simulator}/api/acceptance/transactions/${transactionId}`, {
    headers: { authorization: `Bearer ${simulatorToken}` },
  })
  if (response.status !== 200) throw new Error(`transaction ${transactionId}: ${response.status}`)
  return (await response.json()) as Record<string, unknown>
}

/** Paymob's callback of `transaction`, signed as Paymob signs it, to one server. */
function sendCallback(server: string, transaction: Record<string, unknown>) {
  const hmac = paymobTransactionHmac(
    signedFieldsOfTransaction(transaction),
    SIMULATOR_KEYS.hmacSecret,
  )
  return call(server, 'callback', `/api/payments/paymob/callback?hmac=${hmac}`, {
    body: { type: 'TRANSACTION', obj: transaction },
  })
}

/** The same callback to both servers at once, twice each; again while one is "try again". */
async function deliverCallbacks(transaction: Record<string, unknown>, deadline: number) {
  let record = callbacks.find((c) => c.transactionId === Number(transaction.id))
  if (!record) {
    record = { transactionId: Number(transaction.id), statuses: [] }
    callbacks.push(record)
  }
  const statuses = record.statuses
  await Promise.all(
    [servers[0]!, servers[1]!, servers[0]!, servers[1]!].map((server) =>
      untilSettled(
        async () => {
          const answer = await sendCallback(server, transaction)
          statuses.push(typeof answer === 'string' ? answer : answer.status)
          return answer
        },
        deadline,
        (answer) => answer.status,
      ),
    ),
  )
}

/** Opens the card payment of a booking, pays at the simulator, then sends its callbacks. */
async function pay(attempt: Attempt, server: string, deadline: number): Promise<void> {
  const opened = await untilSettled(
    () =>
      call(server, 'pay', '/api/payments/pay', {
        headers: headersOf(attempt.customer),
        body: { reservationNumber: attempt.accepted },
      }),
    deadline,
    (answer) => answer,
  )
  if (!opened || opened.status !== 200) {
    throw new Error(`opening the payment of ${attempt.accepted}: ${JSON.stringify(opened)}`)
  }
  const checkout = new URL((opened.json as { checkoutUrl: string }).checkoutUrl)
  const card = await fetch(`${servers[0]}/paymob-simulator/api/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      publicKey: checkout.searchParams.get('publicKey'),
      clientSecret: checkout.searchParams.get('clientSecret'),
      number: '4111111111111111',
      expiryMonth: '12',
      expiryYear: String((new Date().getFullYear() + 3) % 100),
      cvv: '123',
      lang: 'en',
    }),
  })
  const step = (await card.json()) as { next?: string; url?: string; success?: boolean }
  if (step.next !== 'merchant' || !step.url || !step.success) {
    throw new Error(`the simulator refused the card: ${JSON.stringify(step)}`)
  }
  const transactionId = Number(new URL(step.url).searchParams.get('id'))
  const transaction = await simulatorTransaction(transactionId)
  paid.push({
    reservationNumber: attempt.accepted!,
    transactionId,
    amount: Number(transaction.amount_cents),
    body: transaction,
  })
  await deliverCallbacks(transaction, deadline)
}

/**
 * When each round of bookings may begin: round 0 before the outage, round 1 as PostgreSQL is being
 * stopped, round 2 while it is down, round 3 once it is back (`main` opens them).
 */
const rounds = Array.from({ length: BOOKINGS_EACH }, () => {
  let open = () => undefined as void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
})

/** One customer's bookings, one a round, alternating servers; a card booking is paid. */
async function customerWork(customer: Customer, index: number, deadline: number): Promise<void> {
  for (let n = 0; n < BOOKINGS_EACH; n++) {
    await rounds[n]!.opened
    await sleep(index * 150)
    const server = servers[(index + n) % 2]!
    const execDate = `${cairoDate(3 + index * BOOKINGS_EACH + n)}T10:00`
    const offered = await quote(server, execDate)
    const paymentType = (index + n) % 2 === 0 ? 'card' : 'cash'
    // Every third customer's second try has a wrong price: refused, and must leave nothing.
    const refusedOnPurpose = index % 3 === 1 && n === 1
    const attempt: Attempt = {
      key: randomUUID(),
      customer,
      paymentType,
      price: offered.price,
      refusedOnPurpose,
      statuses: [],
      errors: [],
      body: {
        tripType: 'one-way',
        pickupAddress: 'cai-airport',
        dropoffAddress: 'cai-zamalek',
        locationNames: { pickup: '', dropoff: 'Marriott Hotel' },
        personsCount: 2,
        luggagesCount: 1,
        execDate,
        returningDate: null,
        arrivalFlightNumber: 'MS 985',
        departureFlightNumber: null,
        acceptedTerms: true,
        carType: offered.car,
        price: refusedOnPurpose ? offered.price + 100 : offered.price,
        paymentType,
        isAnotherPassengers: false,
        passengerName: '',
        passengerPhone: '',
        notes: `fault test ${index}.${n}`,
        partnerId: null,
        userId: customer.id,
      },
    }
    attempts.push(attempt)
    let tries = 0
    const final = await untilSettled(
      () => sendBooking(attempt, servers[(index + n + tries++) % 2]!),
      deadline,
      (answer) => answer,
    )
    if (final && attempt.accepted && paymentType === 'card') {
      await pay(attempt, servers[(index + n + 1) % 2]!, deadline)
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The fault

type OutageProbe = {
  health: (number | string)[]
  ready: (number | string)[]
  /** What the staff's sign-in answered while the database was down. */
  staffSignIn: (number | string)[]
  /** What visitors' pages answered while the database was down, by path. */
  pages: Record<string, (number | string)[]>
}

/** The staff's back office and its seeded admin (productionEnv), set once the servers' env is. */
const staff = { path: '', email: '', password: '' }

/** Pages a visitor may ask for during the outage: cached public pages and the booking screens. */
const OUTAGE_PAGES = ['/', '/ar', '/about', '/services', '/book', '/login', '/signup', '/terms']

async function restartDatabase(
  database: { current: DatabaseServer },
  probe: OutageProbe,
  moments: { stopping: () => void; down: () => void },
): Promise<void> {
  log('stopping PostgreSQL')
  moments.stopping()
  await database.current.stop()
  log('PostgreSQL is down')
  const downUntil = Date.now() + DOWN_MS
  setTimeout(moments.down, 500)
  while (Date.now() < downUntil) {
    for (const server of servers) {
      const health = await call(server, 'health (db down)', '/api/health')
      const ready = await call(server, 'ready (db down)', '/api/ready')
      probe.health.push(typeof health === 'string' ? health : health.status)
      probe.ready.push(typeof ready === 'string' ? ready : ready.status)
      const signIn = await call(server, 'staff sign-in (db down)', '/api/cms/users/login', {
        body: { email: staff.email, password: staff.password },
      })
      probe.staffSignIn.push(typeof signIn === 'string' ? signIn : signIn.status)
      for (const pathname of [...OUTAGE_PAGES, staff.path]) {
        const page = await call(server, `page ${pathname} (db down)`, pathname, {
          headers: { accept: 'text/html', 'accept-language': 'en' },
        })
        // A 503 must be the outage page in the page's language, not an error page.
        const outagePage =
          typeof page !== 'string' &&
          page.status === 503 &&
          String(page.json).includes(
            pathname.startsWith('/ar') ? 'مسار غير متاح لحظيًا' : 'Masar is briefly unavailable',
          )
        ;(probe.pages[pathname] ??= []).push(
          typeof page === 'string'
            ? page
            : page.status === 503 && !outagePage
              ? '503?'
              : page.status,
        )
      }
    }
    await sleep(500)
  }
  log('starting PostgreSQL again')
  database.current = await startEmbeddedServer('pg-faults', PG_PORT)
}

// ---------------------------------------------------------------------------------------------
// The checks

const failures: string[] = []
function check(condition: boolean, message: string) {
  if (!condition) failures.push(message)
  console.log(`  ${condition ? '✓' : '✗'} ${message}`)
}

async function checkDatabase(db: pg.Client, customers: Customer[]) {
  const ids = customers.map((c) => c.id)
  const { rows } = await db.query(
    `select reservation_number, idempotency_key, status, payment_type, price::int as price
       from reservations where customer_id = any($1::int[])`,
    [ids],
  )
  const byKey = new Map<string, typeof rows>()
  for (const row of rows) {
    byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row])
  }
  const accepted = attempts.filter((a) => a.accepted)
  const refused = attempts.filter((a) => !a.accepted)
  const refusals = new Map<string, number>()
  for (const a of attempts.filter((a) => !a.accepted)) {
    const key = `${a.statuses.join('>')} ${lastOf(a.errors) ?? ''}`.trim()
    refusals.set(key, (refusals.get(key) ?? 0) + 1)
  }
  console.log(`    refusals: ${JSON.stringify(Object.fromEntries(refusals))}`)
  const retried = attempts.filter((a) => a.statuses.length > 1).length
  console.log(`    bookings sent more than once (503 or cut first): ${retried}`)
  const unsettled = attempts.filter((a) => [503, 'cut', 'hung'].includes(lastOf(a.statuses)))
  check(unsettled.length === 0, `every booking got a final answer (${unsettled.length} did not)`)

  const storedOnce = accepted.filter((a) => {
    const stored = byKey.get(a.key) ?? []
    return stored.length === 1 && stored[0].reservation_number === a.accepted
  })
  check(
    storedOnce.length === accepted.length,
    `every accepted booking is stored exactly once, under its number (${storedOnce.length}/${accepted.length})`,
  )
  const leftovers = refused.filter((a) => (byKey.get(a.key) ?? []).length > 0)
  check(
    leftovers.length === 0,
    `refused bookings left no row (${refused.length} refused, ${leftovers.length} left one)`,
  )
  check(
    rows.length === accepted.length,
    `no stray reservation: ${rows.length} stored for ${accepted.length} accepted`,
  )
  const wrongPrice = attempts.filter((a) => a.refusedOnPurpose)
  check(
    wrongPrice.length > 0 && wrongPrice.every((a) => lastOf(a.statuses) === 409 && !a.accepted),
    `bookings with a wrong price were refused 409 (${wrongPrice.length})`,
  )

  const { rows: payments } = await db.query(
    `select r.reservation_number, r.status as reservation_status, r.price::int as price,
            p.status, p.amount::int as amount, p.transaction_id
       from payments p join reservations r on r.id = p.reservation_id
      where r.customer_id = any($1::int[])`,
    [ids],
  )
  const { rows: transactions } = await db.query(
    `select t.transaction_id, t.outcome, t.amount::int as amount, r.reservation_number
       from payment_transactions t
       join payments p on p.id = t.payment_id
       join reservations r on r.id = p.reservation_id
      where r.customer_id = any($1::int[])`,
    [ids],
  )
  let paidRight = 0
  for (const payment of paid) {
    const reservation = rows.find((r) => r.reservation_number === payment.reservationNumber)
    const paidPayments = payments.filter(
      (p) => p.reservation_number === payment.reservationNumber && p.status === 'paid',
    )
    const recorded = transactions.filter((t) => t.transaction_id === String(payment.transactionId))
    const ok =
      reservation?.status === 'paid-not-sent' &&
      paidPayments.length === 1 &&
      paidPayments[0].amount === reservation.price &&
      paidPayments[0].amount === payment.amount &&
      paidPayments[0].transaction_id === String(payment.transactionId) &&
      recorded.length === 1 &&
      recorded[0].outcome === 'paid'
    if (ok) paidRight += 1
    else {
      console.log(
        `    ${payment.reservationNumber}: reservation ${reservation?.status}, paid payments ${JSON.stringify(paidPayments)}, transactions ${JSON.stringify(recorded)}`,
      )
    }
  }
  check(
    paid.length > 0 && paidRight === paid.length,
    `each paid booking: one payment marked paid for its price, one transaction, status paid-not-sent (${paidRight}/${paid.length})`,
  )
  const counted = transactions.filter((t) => t.outcome === 'paid').length
  check(
    counted === paid.length,
    `no payment counted twice: ${counted} paid transactions for ${paid.length} payments`,
  )
  const callbacksRepeated = callbacks.filter((c) => c.statuses.length >= 4).length
  check(
    callbacks.length === paid.length && callbacksRepeated === callbacks.length,
    `every payment's callback went to both servers at least twice (${callbacksRepeated}/${callbacks.length})`,
  )
  const cash = accepted.filter((a) => a.paymentType === 'cash').length
  const card = accepted.filter((a) => a.paymentType === 'card').length
  check(cash > 0 && card > 0, `card (${card}) and cash (${cash}) bookings were accepted`)

  // Messages: each confirmed booking has its confirmation email in the outbox, or is still marked
  // due for the jobs queue; each paid payment likewise its receipt.
  const { rows: confirmed } = await db.query(
    `select r.reservation_number, r.confirmation_due,
            exists (select 1 from outbox o where o.template = 'booking-confirmation'
                      and o.channel = 'email' and o.subject like '%' || r.reservation_number || '%')
              as stored
       from reservations r
      where r.customer_id = any($1::int[]) and r.status in ('cash-not-sent', 'paid-not-sent')`,
    [ids],
  )
  const confirmationsLost = confirmed.filter((r) => !r.stored && !r.confirmation_due)
  check(
    confirmed.length > 0 && confirmationsLost.length === 0,
    `every confirmed booking has its confirmation stored or still due (${confirmed.filter((r) => r.stored).length} stored, ${confirmed.filter((r) => !r.stored).length} due, ${confirmationsLost.length} lost)`,
  )
  const { rows: receipts } = await db.query(
    `select r.reservation_number, p.receipt_due,
            exists (select 1 from outbox o where o.template = 'payment-receipt'
                      and o.channel = 'email' and o.subject like '%' || r.reservation_number || '%')
              as stored
       from payments p join reservations r on r.id = p.reservation_id
      where r.customer_id = any($1::int[]) and p.status = 'paid'`,
    [ids],
  )
  const receiptsLost = receipts.filter((r) => !r.stored && !r.receipt_due)
  check(
    receipts.length === paid.length && receiptsLost.length === 0,
    `every paid payment has its receipt stored or still due (${receipts.filter((r) => r.stored).length} stored, ${receipts.filter((r) => !r.stored).length} due, ${receiptsLost.length} lost)`,
  )
}

function lastOf<T>(values: T[]): T {
  return values[values.length - 1]!
}

function checkAnswers(probe: OutageProbe) {
  const serverErrors = answers.filter((a) => typeof a.status === 'number' && a.status >= 500)
  const bad = serverErrors.filter((a) => a.status !== 503)
  check(
    bad.length === 0,
    `no answer was a 5xx other than 503 (${bad.map((a) => `${a.what} ${a.status}`).join(', ') || 'none'})`,
  )
  check(
    serverLogErrors.length === 0,
    `no request failed inside a server (${serverLogErrors.join('; ') || 'none'})`,
  )
  const hung = answers.filter((a) => a.status === 'hung')
  check(hung.length === 0, `no request hung (${hung.length})`)
  const outageAnswers = answers.filter((a) => a.status === 503 && !a.what.endsWith('(db down)'))
  console.log(
    `    ${answers.length} requests; ${outageAnswers.length} answered 503 during the outage, ${answers.filter((a) => a.status === 'cut').length} cut`,
  )
  check(outageAnswers.length > 0, 'the outage met real requests (some answered 503)')
  const pages = Object.entries(probe.pages)
  for (const [pathname, statuses] of pages) {
    console.log(`    ${pathname} while the database was down: ${statuses.join(' ')}`)
  }
  check(
    pages.length > 0 &&
      pages.every(([, statuses]) => statuses.every((status) => status === 200 || status === 503)),
    'pages answered while the database was down: kept ones 200, the others the outage page (503, in their language)',
  )
  check(
    probe.staffSignIn.length > 0 && probe.staffSignIn.every((s) => s === 503),
    `the staff's sign-in answered 503 while the database was down (${probe.staffSignIn.join(' ')})`,
  )
  check(
    probe.health.length > 0 && probe.health.every((s) => s === 200),
    `/api/health answered 200 while the database was down (${probe.health.join(' ')})`,
  )
  check(
    probe.ready.length > 0 && probe.ready.every((s) => s === 503),
    `/api/ready answered 503 while the database was down (${probe.ready.join(' ')})`,
  )
}

async function checkServersServe(customers: Customer[]) {
  for (const [index, server] of servers.entries()) {
    const ready = await call(server, 'ready (after)', '/api/ready')
    check(
      typeof ready !== 'string' && ready.status === 200,
      `${server}: /api/ready 200 after the restart`,
    )
    const offered = await quote(server, `${cairoDate(5)}T10:00`).catch(() => null)
    check(offered !== null && offered.price > 0, `${server}: a quote`)
    const page = await call(server, 'page (after)', index === 0 ? '/' : '/ar')
    check(typeof page !== 'string' && page.status === 200, `${server}: a page`)
    const info = await call(server, 'user info (after)', '/api/user/info', {
      headers: headersOf(customers[index]!),
    })
    check(
      typeof info !== 'string' && info.status === 200,
      `${server}: a signed-in customer's own data (reads the database)`,
    )
  }
}

// ---------------------------------------------------------------------------------------------
// The run

async function main(): Promise<number> {
  // Whatever already listens on these ports would be tested instead (and restarted, for the
  // database): stop at once, naming the setting that moves them.
  try {
    for (const index of [0, 1]) {
      await requireFreePort(PORT + index, `the fault test's server ${index + 1}`, 'FAULTS_PORT')
    }
    await requireFreePort(PG_PORT, "the fault test's PostgreSQL", 'FAULTS_PG_PORT')
  } catch (error) {
    if (!(error instanceof PortTakenError)) throw error
    console.error(`[faults] ${error.message}`)
    return 1
  }
  const database = { current: await startEmbeddedServer('pg-faults', PG_PORT) }
  const name = throwawayName('faults')
  await ensureDatabase(database.current.serverUrl, name)
  const url = databaseUrl(database.current.serverUrl, name)
  const env = productionEnv({
    baseUrl: servers[0]!,
    databaseUrl: url,
    name,
    extraEnv: { TRUST_PROXY: '1' },
  })
  Object.assign(staff, {
    path: env.STAFF_PATH!,
    email: env.SEED_ADMIN_EMAIL!,
    password: env.SEED_ADMIN_PASSWORD!,
  })
  const apps: ChildProcess[] = []
  const db = new pg.Client({ connectionString: url })
  try {
    if (process.env.FAULTS_BUILD === '1' || !existsSync(path.join(PROJECT_DIR, '.next/BUILD_ID'))) {
      buildAppSync(env)
    }
    runScript('scripts/migrate.ts', env)
    runScript('scripts/seed.ts', env)
    for (const [index, server] of servers.entries()) {
      const app = spawnServer(String(PORT + index), env, ['ignore', 'pipe', 'pipe'])
      watchServerLog(app, server)
      apps.push(app)
      await waitForUrl(`${server}/api/health`, 120_000)
    }
    await db.connect()
    log('signing up customers')
    const customers: Customer[] = []
    for (let index = 0; index < CUSTOMERS; index++) customers.push(await signUp(db, index))
    await db.end()

    log(`booking and paying with ${CUSTOMERS} customers on two servers`)
    const deadline = Date.now() + 150_000
    const work = Promise.all(customers.map((c, i) => customerWork(c, i, deadline)))
    const probe: OutageProbe = { health: [], ready: [], staffSignIn: [], pages: {} }
    rounds[0]!.open()
    await sleep(3_000)
    await restartDatabase(database, probe, {
      stopping: () => rounds[1]!.open(),
      down: () => rounds[2]!.open(),
    })
    rounds[3]!.open()
    await work
    log('every booking has its final answer; Paymob sends each callback once more')
    const late = Date.now() + 60_000
    await Promise.all(paid.map((payment) => deliverCallbacks(payment.body as never, late)))

    console.log('[faults] checks')
    const after = new pg.Client({ connectionString: url })
    await after.connect()
    try {
      await checkDatabase(after, customers)
    } finally {
      await after.end()
    }
    checkAnswers(probe)
    await checkServersServe(customers)
    console.log(
      failures.length === 0
        ? `[faults] passed: ${attempts.length} bookings tried, ${attempts.filter((a) => a.accepted).length} accepted, ${paid.length} paid`
        : `[faults] FAILED: ${failures.length} check(s)`,
    )
    return failures.length === 0 ? 0 : 1
  } finally {
    for (const app of apps) app.kill('SIGTERM')
    await db.end().catch(() => undefined)
    rmSync(env.MEDIA_DIR!, { recursive: true, force: true })
    await sleep(500)
    await dropDatabase(database.current.serverUrl, name).catch(() => undefined)
    await database.current.stop().catch(() => undefined)
  }
}

let exitCode = 1
try {
  exitCode = await main()
} catch (error) {
  console.error('[faults]', error)
}
process.exit(exitCode)
