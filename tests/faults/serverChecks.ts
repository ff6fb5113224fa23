/**
 * The checks on what the servers answered: no 5xx but 503, nothing failed inside a server or hung,
 * the right answers while the database was down, and both servers serving again afterwards.
 */
import { cairoDate, quote } from './bookings'
import { serverLogErrors } from './cluster'
import { servers } from './config'
import { headersOf, type Customer } from './customers'
import { answers, call } from './http'
import type { OutageProbe } from './outage'
import { check } from './report'

export function checkAnswers(probe: OutageProbe) {
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

export async function checkServersServe(customers: Customer[]) {
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
