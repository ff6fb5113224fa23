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
 *
 * The parts, by concern: `config.ts` (settings), `cluster.ts` (ports, build, servers),
 * `http.ts` (every call and its answer), `customers.ts`, `bookings.ts`, `payments.ts` and
 * `traffic.ts` (what the clients send), `outage.ts` (the restart), `databaseChecks.ts` and
 * `serverChecks.ts` (the checks), `report.ts` (the verdict).
 */
import type { ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'

import pg from 'pg'

import {
  databaseUrl,
  dropDatabase,
  ensureDatabase,
  startEmbeddedServer,
  throwawayName,
} from '../../scripts/lib/database'
import { productionEnv } from '../../scripts/lib/productionEnv'

import { portsAreFree, startServers } from './cluster'
import { CUSTOMERS, log, PG_PORT, servers, sleep } from './config'
import { type Customer, signUp } from './customers'
import { checkDatabase } from './databaseChecks'
import { type OutageProbe, restartDatabase, staff } from './outage'
import { deliverCallbacks, paid } from './payments'
import { verdict } from './report'
import { checkAnswers, checkServersServe } from './serverChecks'
import { customerWork, rounds } from './traffic'

async function main(): Promise<number> {
  if (!(await portsAreFree())) return 1
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
    await startServers(env, apps)
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
    return verdict()
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
