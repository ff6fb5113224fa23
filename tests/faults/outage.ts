/**
 * The fault: PostgreSQL stopped while the traffic goes on, and what the servers answer meanwhile
 * (health, readiness, the staff's sign-in, visitors' pages), then started again.
 */
import { type DatabaseServer, startEmbeddedServer } from '../../scripts/lib/database'

import { DOWN_MS, log, PG_PORT, servers, sleep } from './config'
import { call } from './http'

export type OutageProbe = {
  health: (number | string)[]
  ready: (number | string)[]
  /** What the staff's sign-in answered while the database was down. */
  staffSignIn: (number | string)[]
  /** What visitors' pages answered while the database was down, by path. */
  pages: Record<string, (number | string)[]>
}

/** The staff's back office and its seeded admin (productionEnv), set once the servers' env is. */
export const staff = { path: '', email: '', password: '' }

/** Pages a visitor may ask for during the outage: cached public pages and the booking screens. */
const OUTAGE_PAGES = ['/', '/ar', '/about', '/services', '/book', '/login', '/signup', '/terms']

export async function restartDatabase(
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
