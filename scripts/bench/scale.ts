/**
 * `npm run bench -- --scale` (issue 31): the staff's endpoints on the production build, measured
 * with 1,000 reservations and again, on the same server, after the database grew to 100,000
 * (scripts/bench/scaleData.ts: customers, histories, dispatches, payments, payment links, outbox
 * and audit rows in the shapes the API writes). Each endpoint: the median of `RUNS` sequential
 * requests after one not counted; then ten searches at once (p95 over the rounds) and
 * `/api/health` while the CSV of everything is exported.
 * Budget (issue 31): every endpoint at 100k within 2x its time at 1k or under 100 ms, none over
 * 400 ms; ten concurrent searches p95 under 1 s; `/api/health` during the export p95 under
 * 100 ms. Writes bench/results-scale.md and .json; exits non-zero when the budget is missed.
 *   --scale-only=100k        skip the 1k step (fill to 100k at once; no ratios), written to
 *                            bench/results-scale-only.* so the full run's results stay
 *   BENCH_SCALE_SIZES=1000,100000   the sizes measured, smallest first
 *   BENCH_SCALE_RUNS=7       sequential requests per endpoint (median)
 *   BENCH_PORT=3230, EMBEDDED_PG_PORT, BENCH_SKIP_BUILD=1 as for the other benchmarks
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { PROJECT_DIR } from '../lib/database'
import { withProductionServer } from '../lib/productionServer'

import { type Catalogue, type FillBase, fillBase, growTo, readCatalogue } from './scaleData'

const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 7)
const CONCURRENT = 10
const CONCURRENT_ROUNDS = 3
const BUDGET = { ratio: 2, floorMs: 100, ceilingMs: 400, concurrentP95Ms: 1000, healthP95Ms: 100 }

const ONLY = process.argv.find((arg) => arg.startsWith('--scale-only='))

/** The sizes measured: 1k then 100k, or only the one of `--scale-only=` (`100k`, `20000`). */
function sizes(): number[] {
  if (!ONLY) return (process.env.BENCH_SCALE_SIZES ?? '1000,100000').split(',').map(Number)
  return [Number(ONLY.split('=')[1]!.toLowerCase().replace(/k$/, '000'))]
}
const label = (size: number) => (size >= 1000 ? `${size / 1000}k` : String(size))

/** `expect`: a text the answer must hold (the sign-in page or an empty list would be fast too). */
type Endpoint = { name: string; path: string; expect?: string }
/** `errors`: the answers that were not 2xx (the warm-up's included). */
type Sample = {
  endpoint: string
  ms: number
  runs: number[]
  bytes: number
  errors: number
  /** The CSV's rows: its lines less the header (it has no count header since decision 0125). */
  rows?: string
  /** A CSV's first byte (its headers and first page), median ms: a download shows from then. */
  firstByteMs?: number
}
type SizeResult = {
  size: number
  fillSeconds: number
  samples: Sample[]
  concurrentP95: number
  concurrentRuns: number[]
  concurrentErrors: number
  healthIdleMs: number
  healthDuringExport: { p50: number; p95: number; max: number; count: number; exportMs: number }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[sorted.length >> 1] ?? 0
}
const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}
const round = (ms: number) => Math.round(ms * 10) / 10

/** What the staff search for and look at, read from the fixture itself. */
async function samplesOf(client: pg.Client) {
  const row = (
    await client.query<{ number: string; name: string; mobile: string }>(
      `select r.reservation_number as number, c.name, c.mobile from reservations r
         join customers c on c.id = r.customer_id
        where c.name ~ '^[A-Za-z]+ [A-Za-z-]+$' order by r.id desc limit 1`,
    )
  ).rows[0]
  if (!row) throw new Error('no reservation to search for')
  // A phone as staff type it: the national form in groups (+201005550177 -> 0100 555 0177).
  const national = `0${row.mobile.slice(3)}`
  const phone = `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`
  return { number: row.number, name: row.name, phone }
}

const cairoDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(at)

function endpoints(staffPath: string, sample: Awaited<ReturnType<typeof samplesOf>>): Endpoint[] {
  const api = `/api${staffPath}`
  const now = Date.now()
  const monthFrom = cairoDay(new Date(now - 60 * 86_400_000))
  const monthTo = cairoDay(new Date(now - 31 * 86_400_000))
  const tomorrow = cairoDay(new Date(now + 86_400_000))
  const q = (text: string) => encodeURIComponent(text)
  return [
    { name: 'list, default page', path: `${api}/reservations` },
    {
      name: 'search by phone',
      path: `${api}/reservations?q=${q(sample.phone)}`,
      expect: sample.number,
    },
    { name: 'search by name', path: `${api}/reservations?q=${q(sample.name)}` },
    {
      name: 'search by reservation number',
      path: `${api}/reservations?q=${q(sample.number)}`,
      expect: sample.number,
    },
    { name: 'filter by status', path: `${api}/reservations?status=cash-not-sent` },
    {
      name: 'filter by pickup dates (a month)',
      path: `${api}/reservations?from=${monthFrom}&to=${monthTo}`,
    },
    {
      name: 'desk sorted by pickup (screen)',
      path: `${staffPath}/reservations?sort=pickup`,
      expect: 'MS-',
    },
    {
      name: "a reservation's page (screen)",
      path: `${staffPath}/reservations/${sample.number}`,
      expect: sample.number,
    },
    { name: 'dashboard (screen)', path: `${staffPath}/dashboard` },
    { name: 'CSV of one month', path: `${api}/reservations.csv?from=${monthFrom}&to=${monthTo}` },
    { name: 'CSV of everything', path: `${api}/reservations.csv` },
    { name: 'run sheet of a day (screen)', path: `${staffPath}/runsheet?day=${tomorrow}` },
    { name: 'payment links list', path: `${api}/paymentlinks` },
  ]
}

/**
 * One request, read to its end: milliseconds, bytes and status. A 2xx answer without `expect`
 * stops the run (a sign-in page or an empty list would be fast too); an error answer is counted,
 * and misses the budget, rather than ending the run (at 100k the dashboard answered 503 when the
 * pool's wait for a connection ran out).
 */
async function timed(url: string, headers: Record<string, string>, expect?: string) {
  const started = performance.now()
  const response = await fetch(url, { headers, redirect: 'manual' })
  const firstByteMs = performance.now() - started
  const body = await response.arrayBuffer()
  const ms = performance.now() - started
  if (response.ok && expect && !Buffer.from(body).toString('utf8').includes(expect))
    throw new Error(`${url} answered without ${expect}`)
  if (!response.ok) console.warn(`[scale] ${url} answered ${response.status} in ${round(ms)} ms`)
  // The CSV's rows, every one (no cap, decision 0125): its lines less the header.
  const rows = response.headers.get('content-type')?.startsWith('text/csv')
    ? `${Buffer.from(body).toString('utf8').split('\r\n').filter(Boolean).length - 1} rows`
    : undefined
  return { ms, firstByteMs, bytes: body.byteLength, status: response.status, rows }
}

async function measureSize(
  baseUrl: string,
  headers: Record<string, string>,
  list: Endpoint[],
  searches: Endpoint[],
) {
  const samples: Sample[] = []
  for (const endpoint of list) {
    // Not counted: caches and the JIT warm. Checked: the answer is the one asked for.
    const warm = await timed(baseUrl + endpoint.path, headers, endpoint.expect)
    const runs: number[] = []
    const firstBytes: number[] = []
    let bytes = 0
    let errors = warm.status >= 300 ? 1 : 0
    for (let run = 0; run < RUNS; run++) {
      const answer = await timed(baseUrl + endpoint.path, headers)
      runs.push(round(answer.ms))
      firstBytes.push(answer.firstByteMs)
      bytes = answer.bytes
      if (answer.status >= 300) errors++
    }
    samples.push({
      endpoint: endpoint.name,
      ms: round(median(runs)),
      runs,
      bytes,
      errors,
      rows: warm.rows,
      firstByteMs: warm.rows ? round(median(firstBytes)) : undefined,
    })
    console.log(`[scale]   ${endpoint.name}: ${round(median(runs))} ms`)
  }

  // Ten staff searching at once: phone, name and number in turn, a few rounds.
  const concurrentRuns: number[] = []
  let concurrentErrors = 0
  for (let roundIndex = 0; roundIndex < CONCURRENT_ROUNDS; roundIndex++) {
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) =>
        timed(baseUrl + searches[index % searches.length]!.path, headers),
      ),
    )
    concurrentRuns.push(...answers.map((answer) => round(answer.ms)))
    concurrentErrors += answers.filter((answer) => answer.status >= 300).length
  }

  // The liveness answer, idle and while the CSV of everything is exported.
  const health = async () => (await timed(`${baseUrl}/api/health`, {})).ms
  const idle: number[] = []
  for (let run = 0; run < RUNS; run++) idle.push(await health())
  const during: number[] = []
  const exportStarted = performance.now()
  let exporting = true
  const exported = timed(
    `${baseUrl}${list.find((e) => e.name === 'CSV of everything')!.path}`,
    headers,
  ).finally(() => (exporting = false))
  while (exporting) {
    during.push(round(await health()))
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  await exported
  return {
    samples,
    concurrentP95: round(percentile(concurrentRuns, 0.95)),
    concurrentRuns,
    concurrentErrors,
    healthIdleMs: round(median(idle)),
    healthDuringExport: {
      p50: round(median(during)),
      p95: round(percentile(during, 0.95)),
      max: round(Math.max(0, ...during)),
      count: during.length,
      exportMs: round(performance.now() - exportStarted),
    },
  }
}

type Verdict = { ok: boolean; note: string }

function verdict(small: number | undefined, large: number, errors: number): Verdict {
  if (errors) return { ok: false, note: `${errors} error answers` }
  if (large > BUDGET.ceilingMs) return { ok: false, note: `over ${BUDGET.ceilingMs} ms` }
  if (large < BUDGET.floorMs) return { ok: true, note: `under ${BUDGET.floorMs} ms` }
  if (small === undefined) return { ok: true, note: 'no 1k step' }
  return large <= small * BUDGET.ratio
    ? { ok: true, note: `within ${BUDGET.ratio}x` }
    : { ok: false, note: `${round(large / small)}x (over ${BUDGET.ratio}x)` }
}

function report(results: SizeResult[]) {
  const first = results.length > 1 ? results[0] : undefined
  const last = results.at(-1)!
  const rows = last.samples.map((sample) => {
    const small = first?.samples.find((other) => other.endpoint === sample.endpoint)?.ms
    return { sample, small, verdict: verdict(small, sample.ms, sample.errors) }
  })
  const concurrentOk = last.concurrentP95 < BUDGET.concurrentP95Ms && !last.concurrentErrors
  const healthOk = last.healthDuringExport.p95 < BUDGET.healthP95Ms
  const failed = rows.some((row) => !row.verdict.ok) || !concurrentOk || !healthOk
  const head = first ? label(first.size) : '-'
  const lines = [
    '# Scale benchmark: the back office',
    '',
    `Run ${new Date().toISOString()} by \`npm run bench -- --scale\` on the production build: the demo seed plus the scale fixture (scripts/bench/scaleData.ts), ${results.map((result) => `${label(result.size)} reservations (filled in ${result.fillSeconds} s)`).join(', then ')}, one server. Each endpoint: median of ${RUNS} sequential requests after one not counted, as the seeded admin (the API with its token, the screens with its cookie).`,
    '',
    `Budget (issue 31): at ${label(last.size)} within ${BUDGET.ratio}x the time at ${head} or under ${BUDGET.floorMs} ms, none over ${BUDGET.ceilingMs} ms; ${CONCURRENT} concurrent searches p95 under ${BUDGET.concurrentP95Ms} ms; \`/api/health\` p95 under ${BUDGET.healthP95Ms} ms while the CSV of everything is exported.`,
    '',
    `| endpoint | ms at ${head} | ms at ${label(last.size)} | ratio | answer at ${label(last.size)} | verdict |`,
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      ({ sample, small, verdict: v }) =>
        `| ${sample.endpoint} | ${small ?? '-'} | ${sample.ms} | ${small ? `${round(sample.ms / small)}x` : '-'} | ${Math.round(sample.bytes / 1024)} KB${sample.rows ? ` (${sample.rows}; first byte ${sample.firstByteMs} ms)` : ''} | ${v.ok ? 'ok' : '**missed**'}: ${v.note} |`,
    ),
    `| ${CONCURRENT} concurrent searches, p95 of ${CONCURRENT * CONCURRENT_ROUNDS} | ${first?.concurrentP95 ?? '-'} | ${last.concurrentP95} | ${first ? `${round(last.concurrentP95 / first.concurrentP95)}x` : '-'} | | ${concurrentOk ? 'ok' : '**missed**'}: < ${BUDGET.concurrentP95Ms} ms${last.concurrentErrors ? `, ${last.concurrentErrors} error answers` : ''} |`,
    `| \`/api/health\` idle (median) | ${first?.healthIdleMs ?? '-'} | ${last.healthIdleMs} | | | |`,
    `| \`/api/health\` during the full CSV export, p95 (max; n) | ${first ? `${first.healthDuringExport.p95} (${first.healthDuringExport.max}; ${first.healthDuringExport.count})` : '-'} | ${last.healthDuringExport.p95} (${last.healthDuringExport.max}; ${last.healthDuringExport.count}) | | | ${healthOk ? 'ok' : '**missed**'}: < ${BUDGET.healthP95Ms} ms |`,
    '',
    `Budget ${failed ? '**missed**' : 'met'}.`,
    '',
  ]
  return { markdown: lines.join('\n'), failed }
}

export async function runScaleBench(): Promise<number> {
  const wanted = sizes()
  return withProductionServer(
    {
      name: 'bench-scale',
      portSetting: 'BENCH_PORT',
      port: process.env.BENCH_PORT ?? '3230',
      build: process.env.BENCH_SKIP_BUILD !== '1',
    },
    async ({ baseUrl, env }) => {
      const staffPath = env.STAFF_PATH!
      const login = await fetch(`${baseUrl}/api/cms/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: env.SEED_ADMIN_EMAIL, password: env.SEED_ADMIN_PASSWORD }),
      })
      if (!login.ok) throw new Error(`staff login failed: ${login.status}`)
      const { token } = (await login.json()) as { token: string }
      const headers = { authorization: `JWT ${token}`, cookie: `payload-token=${token}` }

      const client = new pg.Client({ connectionString: env.DATABASE_URL })
      await client.connect()
      try {
        const catalogue: Catalogue = await readCatalogue(client)
        let base: FillBase = await fillBase(client)
        const now = Date.now()
        const results: SizeResult[] = []
        // The same searches at every size (the first size's rows stay as the data grows).
        let sample: Awaited<ReturnType<typeof samplesOf>> | undefined
        for (const size of wanted) {
          const started = performance.now()
          console.log(`[scale] filling to ${label(size)} reservations`)
          base = await growTo(client, base, size, catalogue, now)
          const fillSeconds = Math.round((performance.now() - started) / 100) / 10
          sample ??= await samplesOf(client)
          const list = endpoints(staffPath, sample)
          const searches = list.filter((endpoint) => endpoint.name.startsWith('search'))
          console.log(`[scale] measuring at ${label(size)}`)
          results.push({
            size,
            fillSeconds,
            ...(await measureSize(baseUrl, headers, list, searches)),
          })
        }
        const { markdown, failed } = report(results)
        console.log(`\n${markdown}`)
        const outDir = path.join(PROJECT_DIR, 'bench')
        mkdirSync(outDir, { recursive: true })
        const name = ONLY ? 'results-scale-only' : 'results-scale'
        writeFileSync(path.join(outDir, `${name}.md`), markdown)
        writeFileSync(
          path.join(outDir, `${name}.json`),
          `${JSON.stringify({ at: new Date().toISOString(), runs: RUNS, budget: BUDGET, results, failed }, null, 2)}\n`,
        )
        return failed ? 1 : 0
      } finally {
        await client.end()
      }
    },
  )
}
