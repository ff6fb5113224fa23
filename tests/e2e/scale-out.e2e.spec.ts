import { type ChildProcess, spawn } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import path from 'node:path'

import { type APIRequestContext, expect, test } from '@playwright/test'

import { cairoDay } from '../helpers/e2eBooking'
import { editorSession } from '../helpers/staffApi'

/**
 * Two instances of the production server on one database, as behind a load balancer
 * (docs/deploy.md, "Scale out"): instance A is the end-to-end server, instance B a second
 * `scripts/server.ts` started here with the same environment. An editor's change saved on A is
 * on B within seconds - its in-memory price catalog, its front cache and Next's cached pages -
 * through PostgreSQL's LISTEN/NOTIFY, not after the caches' TTL or Next's hourly revalidation.
 * B listens on one address only (HOSTNAME), as an instance on its own machine does, and is asked
 * for the public host name, as a load balancer asks.
 */

const A = process.env.E2E_BASE_URL ?? 'http://localhost:3210'
const B_PORT = process.env.E2E_SECOND_PORT ?? String(Number(new URL(A).port) + 1)
const B_HOST = '127.0.0.1'
const B = `http://${B_HOST}:${B_PORT}`
/** What "within seconds" means here: well under the catalog's 60 s TTL and Next's revalidation. */
const WITHIN_MS = 5_000

const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
}

let instanceB: ChildProcess | undefined

async function waitForB(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (instanceB?.exitCode !== null) throw new Error(`instance B exited (${instanceB?.exitCode})`)
    try {
      await fetch(B, { redirect: 'manual', signal: AbortSignal.timeout(5_000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  throw new Error(`instance B did not answer on ${B} within ${timeoutMs / 1000} s`)
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const root = process.cwd()
  instanceB = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/server.ts'), '--port', B_PORT],
    {
      cwd: root,
      env: { ...process.env, HOSTNAME: B_HOST },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  await waitForB(150_000)
})

test.afterAll(async () => {
  const child = instanceB
  if (!child || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  if (child.exitCode === null) child.kill('SIGKILL')
})

const trip = () => ({
  tripType: 'one-way',
  pickup: 'cai-airport',
  dropoff: 'cai-zamalek',
  execDate: `${cairoDay(14)}T09:00`,
  returningDate: null,
  persons: 2,
  luggages: 2,
})

async function corollaPrice(request: APIRequestContext, base: string): Promise<number> {
  const answer = await request.post(`${base}/api/booking/quote`, { data: trip() })
  expect(answer.status()).toBe(200)
  const { cars } = (await answer.json()) as { cars: { code: string; price: number }[] }
  const corolla = cars.find((car) => car.code === 'corolla')
  expect(corolla).toBeTruthy()
  return corolla!.price
}

const page = async (request: APIRequestContext, base: string) =>
  (await request.get(`${base}/`, { headers: BROWSER, maxRedirects: 0 })).text()

/** A GET to B as a load balancer sends it: B's own address, the site's public host name. */
function viaLoadBalancer(
  pathname: string,
): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: B_HOST,
        port: Number(B_PORT),
        path: pathname,
        headers: {
          ...BROWSER,
          'accept-encoding': 'identity',
          'accept-language': 'en',
          host: 'masar.example',
          'x-forwarded-for': '203.0.113.7',
          'x-forwarded-proto': 'https',
        },
      },
      (answer) => {
        let body = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => (body += chunk))
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, location: answer.headers.location, body }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

test('instance B, listening on its own address, serves the pages a load balancer asks it for', async () => {
  // The English pages are Next rewrites (`/` to `/en`): with an address in HOSTNAME they once
  // became an HTTP proxy to localhost, a redirect loop or a 500.
  for (const pathname of ['/', '/book', '/about', '/ar']) {
    const answer = await viaLoadBalancer(pathname)
    expect(answer.status, `${pathname} -> ${answer.location ?? ''}`).toBe(200)
    expect(answer.body).toContain('<html')
  }
})

test("a price changed on instance A is in instance B's quote within seconds", async ({
  request,
}) => {
  const editor = await editorSession(request)
  const [zamalek] = await editor.find('places', 'where[code][equals]=cai-zamalek&depth=0')
  const [airport] = await editor.find('places', 'where[code][equals]=cai-airport&depth=0')
  const [route] = await editor.find(
    'price-lists',
    `where[or][0][and][0][from][equals]=${zamalek!.id}&where[or][0][and][1][to][equals]=${airport!.id}` +
      `&where[or][1][and][0][from][equals]=${airport!.id}&where[or][1][and][1][to][equals]=${zamalek!.id}&depth=0`,
  )
  const stored = (route!.prices as Record<string, number>).corolla!

  // B has the catalog in memory (answered twice: the second from its direct quote path).
  const before = await corollaPrice(request, B)
  expect(await corollaPrice(request, B)).toBe(before)

  await editor.update('price-lists', route!.id, 'en', { prices: { corolla: stored + 12_300 } })
  try {
    const onA = await corollaPrice(request, A)
    expect(onA).not.toBe(before)
    const saved = Date.now()
    await expect.poll(() => corollaPrice(request, B), { timeout: WITHIN_MS }).toBe(onA)
    test
      .info()
      .annotations.push({ type: 'B saw it after', description: `${Date.now() - saved} ms` })
  } finally {
    await editor.update('price-lists', route!.id, 'en', { prices: { corolla: stored } })
  }
  await expect.poll(() => corollaPrice(request, B), { timeout: WITHIN_MS }).toBe(before)
})

test("an FAQ published on instance A is on instance B's cached home page within seconds", async ({
  request,
}) => {
  const editor = await editorSession(request)
  const [faq] = await editor.find('faqs', 'limit=1&sort=order&locale=en')
  const original = faq!.question as string
  const changed = `Can two servers agree? (${Date.now()})`

  // B's home page rendered, in Next's cache and in B's front cache.
  for (let i = 0; i < 3; i++) expect(await page(request, B)).toContain(original)

  await editor.update('faqs', faq!.id, 'en', { question: changed, _status: 'published' })
  try {
    const saved = Date.now()
    await expect.poll(() => page(request, B), { timeout: WITHIN_MS }).toContain(changed)
    test
      .info()
      .annotations.push({ type: 'B saw it after', description: `${Date.now() - saved} ms` })
    // And it stays: B's Next regenerated the page rather than its front cache missing it once.
    for (let i = 0; i < 3; i++) expect(await page(request, B)).toContain(changed)
  } finally {
    await editor.update('faqs', faq!.id, 'en', { question: original, _status: 'published' })
  }
  await expect.poll(() => page(request, B), { timeout: WITHIN_MS }).toContain(original)
})
