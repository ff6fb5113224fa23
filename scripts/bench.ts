/**
 * `npm run bench`: the performance budgets, measured on the production build with the demo data.
 *   - first-load JS of every public page (all JavaScript files the HTML loads, gzipped): < 150 KB
 *   - Lighthouse (mobile preset, simulated throttling) performance >= 95, accessibility 100,
 *     in English and Arabic
 *   - once the quote API exists: p95 latency at 100 concurrent connections < 50 ms
 * Prints a table and exits non-zero when a budget is missed. Not part of `npm test`.
 *   BENCH_SKIP_BUILD=1   reuse the last build
 *   BENCH_NO_LIGHTHOUSE=1   only the JS sizes (and the quote API)
 *   BENCH_PAGES=/,/about   only these pages (English form; the Arabic twin is added)
 */
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { chromiumLaunchOptions, requireChromium } from '../tests/helpers/chromium'

import { withProductionServer } from './lib/productionServer'

const ALL_PAGES = [
  '/',
  '/about',
  '/contact-us',
  '/terms',
  '/services',
  '/services/maas',
  '/p',
  '/login',
  '/signup',
  '/book',
]
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ALL_PAGES
const BUDGET = { firstLoadKb: 150, performance: 95, accessibility: 100, quoteP95Ms: 50 }

type Row = { page: string; jsKb: number; performance?: number; accessibility?: number }

async function firstLoadJsKb(baseUrl: string, page: string): Promise<number> {
  const html = await (await fetch(baseUrl + page)).text()
  // Modern browsers skip `nomodule` scripts (the legacy polyfills): they are not downloaded.
  const sources = [...html.matchAll(/<script([^>]+)>/g)]
    .map((m) => m[1]!)
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => attributes.match(/src="([^"]+\.js[^"]*)"/)?.[1])
    .filter((src): src is string => Boolean(src))
  let total = 0
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer())
    total += gzipSync(body, { level: 9 }).length
  }
  return Math.round((total / 1024) * 10) / 10
}

async function lighthouseScores(chromePort: number, url: string) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  })
  const categories = result?.lhr.categories
  return {
    performance: Math.round((categories?.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
  }
}

/** A seeded route, three and five days ahead (well past the lead time): a priced round trip. */
function sampleQuote() {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  return {
    tripType: 'round-trip',
    pickup: 'cai-airport',
    dropoff: 'cai-zamalek',
    execDate: `${day(3)}T14:00`,
    returningDate: `${day(5)}T10:00`,
    persons: 3,
    luggages: 2,
  }
}

/**
 * 100 connections asking for quotes as fast as they can for `seconds` (autocannon: a load
 * generator light enough not to be the bottleneck on 2 cores); percentiles of every answer.
 */
async function quoteLoad(baseUrl: string, body: unknown, seconds = 10) {
  const latencies: number[] = []
  const instance = autocannon(
    {
      url: `${baseUrl}/api/booking/quote`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      connections: 100,
      duration: seconds,
    },
    () => undefined,
  )
  instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
    latencies.push(responseTime)
  })
  const result = await new Promise<autocannon.Result>((resolve) => instance.on('done', resolve))
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Infinity
  const errors = result.errors + result.timeouts + result.non2xx
  return { requests: latencies.length, errors, p50: at(0.5), p95: at(0.95), p99: at(0.99) }
}

const chromePath = requireChromium()
const exitCode = await withProductionServer(
  {
    name: 'bench',
    port: process.env.BENCH_PORT ?? '3230',
    build: process.env.BENCH_SKIP_BUILD !== '1',
  },
  async ({ baseUrl }) => {
    let failed = false
    const rows: Row[] = []
    for (const path of PAGES) {
      for (const locale of ['en', 'ar']) {
        const page = locale === 'en' ? path : path === '/' ? '/ar' : `/ar${path}`
        // The first visit renders and caches the page; measure the cached page.
        await fetch(baseUrl + page)
        rows.push({ page, jsKb: await firstLoadJsKb(baseUrl, page) })
      }
    }
    if (process.env.BENCH_NO_LIGHTHOUSE !== '1') {
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ['--headless=new', ...chromiumLaunchOptions().args],
      })
      try {
        for (const row of rows)
          Object.assign(row, await lighthouseScores(chrome.port, baseUrl + row.page))
      } finally {
        chrome.kill()
      }
    }
    console.log('\npage                      first-load JS (gz)   performance   accessibility')
    for (const row of rows) {
      const js = `${row.jsKb.toFixed(1)} KB`
      const miss =
        row.jsKb >= BUDGET.firstLoadKb ||
        (row.performance !== undefined && row.performance < BUDGET.performance) ||
        (row.accessibility !== undefined && row.accessibility < BUDGET.accessibility)
      if (miss) failed = true
      console.log(
        `${row.page.padEnd(26)}${js.padStart(18)}${String(row.performance ?? '-').padStart(14)}${String(row.accessibility ?? '-').padStart(16)}${miss ? '   over budget' : ''}`,
      )
    }
    const probe = await fetch(`${baseUrl}/api/booking/quote`, { method: 'POST', body: '{}' })
    if (probe.status === 404) {
      console.log('\nquote API: not built yet (POST /api/booking/quote answers 404)')
    } else {
      const load = await quoteLoad(
        baseUrl,
        process.env.BENCH_QUOTE_BODY ? JSON.parse(process.env.BENCH_QUOTE_BODY) : sampleQuote(),
      )
      console.log(
        `\nquote API, 100 connections, 10 s: ${load.requests} requests, ${load.errors} errors, ` +
          `p50 ${load.p50.toFixed(1)} ms, p95 ${load.p95.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms`,
      )
      if (load.p95 >= BUDGET.quoteP95Ms) failed = true
    }
    console.log(
      `\nbudgets: first-load JS < ${BUDGET.firstLoadKb} KB, performance >= ${BUDGET.performance}, ` +
        `accessibility ${BUDGET.accessibility}, quote p95 < ${BUDGET.quoteP95Ms} ms: ${failed ? 'MISSED' : 'met'}`,
    )
    return failed ? 1 : 0
  },
)
process.exit(exitCode)
