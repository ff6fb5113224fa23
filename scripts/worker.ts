/**
 * `npm run worker`: the jobs worker of a scaled-out deployment (docs/deploy.md, "Scale out"). Runs
 * the payments queue (expiry every minute, reconciliation every five: src/payments/operations/
 * jobs.ts) in a loop, so that the web instances can run with JOBS_AUTORUN=false. Run one per
 * deployment (a second is harmless but useless). Needs the web instances' environment
 * (DATABASE_URL, PAYLOAD_SECRET, the PAYMOB_* keys, SMTP/SMS, ...); NODE_ENV defaults to
 * production. On SIGTERM or SIGINT it finishes the round in progress, closes the database and
 * exits 0.
 *   --interval-ms N   pause between rounds, 10000 by default
 */
process.env.DISABLE_PAYLOAD_HMR = 'true'
// This process runs the queue itself (below), not on Payload's own cron as well.
process.env.JOBS_AUTORUN = 'false'
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' })

if (!process.env.DATABASE_URL) {
  console.error(
    '[worker] DATABASE_URL is not set: the worker runs against the deployment database.',
  )
  process.exit(1)
}

const intervalArgument = process.argv.indexOf('--interval-ms')
const intervalMs = Number(intervalArgument > 0 ? process.argv[intervalArgument + 1] : 10_000)
if (!Number.isInteger(intervalMs) || intervalMs < 100) {
  console.error('[worker] --interval-ms must be a whole number of milliseconds, at least 100')
  process.exit(1)
}

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { PAYMENTS_QUEUE } = await import('../src/payments/operations/jobs')
const { runJobsLoop } = await import('../src/payments/operations/jobsLoop')

const payload = await getPayload({ config })
const loop = runJobsLoop(payload, { queue: PAYMENTS_QUEUE, intervalMs })
payload.logger.info(`Jobs worker: queue ${PAYMENTS_QUEUE}, a round every ${intervalMs} ms`)

let stopping = false
const stop = (signal: string) => {
  if (stopping) return
  stopping = true
  payload.logger.info(`Jobs worker: ${signal}, finishing the round in progress`)
  void loop
    .stop()
    .then(() => payload.destroy())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[worker] stopping failed', error)
        process.exit(1)
      },
    )
}
process.once('SIGTERM', () => stop('SIGTERM'))
process.once('SIGINT', () => stop('SIGINT'))

export {}
