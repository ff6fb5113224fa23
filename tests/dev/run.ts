/**
 * `npm run test:dev`: `npm run dev` as a developer meets it, on a fresh database. Development runs
 * the production code paths (decision 0119: one server, the same edge, the same pages), and
 * nothing else in the suite starts it: a break there (say, Next's hot-reload socket left
 * unanswered, so no page ever hydrated) would pass every other test. It:
 *
 * 1. starts `scripts/dev.ts` (what `npm run dev` runs) on a throw-away database of the test
 *    cluster (`DATABASE_URL`), port DEV_TEST_PORT (3250): the demo seed, then Next in development;
 * 2. asks for `/` as a browser does: 200, with the edge's request id and the security policy;
 *    a target Next would answer 500 (bad percent-encoding) gets 400, as in production;
 * 3. in Chromium on a phone: the home page in English and Arabic (right to left), Next's
 *    hot-reload socket connected and talking, no script error and no hydration warning;
 * 4. a visitor signs up through the form, reads the code the development outbox holds
 *    (`/api/dev/outbox`) and verifies it: the settings page opens.
 *
 * Exit code 0 when every check holds; the dev server's output is printed when one does not.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { chromium, type Page } from '@playwright/test'

import {
  dropDatabase,
  PROJECT_DIR,
  startDatabaseServer,
  throwawayName,
} from '../../scripts/lib/database'
import { requireFreePort } from '../../scripts/lib/ports'
import { waitForUrl } from '../../scripts/lib/processes'
import { copyTemplate, mediaDirOf, templateFor } from '../../scripts/lib/templates'
import { chromiumLaunchOptions, requireChromium } from '../helpers/chromium'

const PORT = Number(process.env.DEV_TEST_PORT ?? 3250)
const BASE = `http://localhost:${PORT}`
/** Seeding and Next's first compile of a page, on a 2-core machine. */
const START_TIMEOUT_MS = 300_000
/** Each page's first compile in development. */
const PAGE_TIMEOUT_MS = 180_000
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

const log = (message: string) => console.log(`[test:dev] ${message}`)

class CheckFailed extends Error {}
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message)
  log(`ok: ${message}`)
}

/** The dev server's output, kept to print when a check fails. */
const output: string[] = []
function keepOutput(child: ChildProcess) {
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => {
      output.push(...chunk.toString().split('\n'))
      if (output.length > 400) output.splice(0, output.length - 400)
    })
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
  if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL')
}

async function checkEdge() {
  const home = await fetch(BASE + '/', {
    headers: { accept: 'text/html', 'x-request-id': 'dev-test-0001' },
    redirect: 'manual',
  })
  check(home.status === 200, `GET / answers 200 (got ${home.status})`)
  check(
    home.headers.get('x-request-id') === 'dev-test-0001',
    'the edge echoes the request id, as in production',
  )
  check(
    /default-src 'self'/.test(home.headers.get('content-security-policy') ?? ''),
    'the page carries the content security policy',
  )
  const broken = await fetch(BASE + '/about%E0%A4%A', { redirect: 'manual' })
  check(broken.status === 400, `a broken percent-encoding answers 400 (got ${broken.status})`)
}

/** Collects what would show in the browser's console as a problem. */
function watchProblems(page: Page, problems: string[]) {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400)
      log(`(${response.status()} ${response.request().method()} ${response.url()})`)
  })
  page.on('console', (message) => {
    const text = message.text()
    // A refused request is the page's business (a guest's 401 from /api/user/info), not a fault.
    if (text.startsWith('Failed to load resource')) return
    if (message.type() === 'error' || /hydrat/i.test(text))
      problems.push(`console ${message.type()}: ${text.slice(0, 300)}`)
  })
}

async function checkPages(page: Page) {
  // The first frame Next's hot-reload socket receives, or nothing within 30 s of the page.
  let talked: () => void = () => undefined
  const firstFrame = new Promise<boolean>((resolve) => {
    talked = () => resolve(true)
  })
  page.on('websocket', (socket) => {
    if (socket.url().includes('/_next/')) socket.on('framereceived', () => talked())
  })
  await page.goto(BASE + '/', { timeout: PAGE_TIMEOUT_MS })
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  const heard = await Promise.race([
    firstFrame,
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000).unref()),
  ])
  check(heard, "Next's hot-reload socket connects and talks (code changes reach the page)")

  await page.goto(BASE + '/ar', { timeout: PAGE_TIMEOUT_MS })
  check((await page.locator('html').getAttribute('dir')) === 'rtl', '/ar is right to left')
  check((await page.locator('html').getAttribute('lang')) === 'ar', '/ar is in Arabic')
}

async function checkSignUp(page: Page) {
  const tag = String(Date.now() % 1e8).padStart(8, '0')
  const mobile = `010${tag}`
  await page.goto(BASE + '/signup', { timeout: PAGE_TIMEOUT_MS })
  const form = page.locator('#signup-form')
  await form.locator('input[name="name"]').fill('Mona Dev')
  await form.locator('input[name="email"]').fill(`mona.${tag}@example.com`)
  await form.locator('input[name="mobile"]').fill(mobile)
  await form.locator('input[name="password"]').fill('secret-123')
  const send = form.locator('button[type="submit"]')
  await send.waitFor()
  await page.waitForFunction(
    () =>
      !document.querySelector<HTMLButtonElement>('#signup-form button[type="submit"]')?.disabled,
    undefined,
    { timeout: PAGE_TIMEOUT_MS },
  )
  check(true, 'the sign-up form hydrates')
  await send.click()
  await page.waitForURL(/\/verify$/, { timeout: PAGE_TIMEOUT_MS })
  check(true, 'signing up opens the verification page')

  let code: string | undefined
  for (let attempt = 0; attempt < 40 && !code; attempt++) {
    const answer = await fetch(
      `${BASE}/api/dev/outbox?to=${encodeURIComponent(`+20${mobile.slice(1)}`)}`,
    )
    const { messages = [] } = (await answer.json()) as { messages?: { body: string }[] }
    code = messages.map((message) => message.body.match(/\b(\d{6})\b/)?.[1]).find(Boolean)
    if (!code) await new Promise((resolve) => setTimeout(resolve, 500))
  }
  check(code, 'the code is in the development outbox (/api/dev/outbox)')
  // A whole code sends itself, as an SMS autofill would.
  await page.locator('input[name="code"]').fill(code)
  await page.waitForURL(/\/settings$/, { timeout: PAGE_TIMEOUT_MS })
  check(true, 'the code verifies the account: the settings page opens')
}

async function main(): Promise<number> {
  const chromePath = requireChromium()
  await requireFreePort(PORT, 'the development server', 'DEV_TEST_PORT')
  const database = await startDatabaseServer('pg-test', 54330)
  const name = throwawayName('dev')
  // A copy of the run's seeded template: the dev command's own seed then finds everything there.
  const template = await templateFor(database.serverUrl, 'seeded')
  const url = await copyTemplate(database.serverUrl, template, name)
  const dev = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(PROJECT_DIR, 'scripts/dev.ts')],
    {
      cwd: PROJECT_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(PORT),
        DATABASE_URL: url,
        MEDIA_DIR: mediaDirOf(name),
        SITE_URL: BASE,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  keepOutput(dev)
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), executablePath: chromePath })
  const problems: string[] = []
  try {
    log(`starting npm run dev on ${BASE} (seed, then Next in development)`)
    await waitForUrl(BASE + '/api/health', START_TIMEOUT_MS, dev)
    await checkEdge()
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    watchProblems(page, problems)
    await checkPages(page)
    await checkSignUp(page)
    check(
      problems.length === 0,
      `no script error or hydration warning${problems.length ? `:\n  ${problems.join('\n  ')}` : ''}`,
    )
    return 0
  } catch (error) {
    console.error(`[test:dev] FAILED: ${error instanceof Error ? error.message : String(error)}`)
    if (problems.length) console.error(problems.join('\n'))
    console.error(
      '--- the development server said (last lines) ---\n' + output.slice(-120).join('\n'),
    )
    return 1
  } finally {
    await browser.close()
    await stop(dev)
    await dropDatabase(database.serverUrl, name).catch(() => undefined)
    rmSync(mediaDirOf(name), { recursive: true, force: true })
    await template.release().catch(() => undefined)
    await database.stop()
  }
}

process.exit(await main())
