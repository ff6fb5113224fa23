import net from 'node:net'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { INVALIDATION_CHANNEL, type Invalidation } from '@/lib/invalidation'
import { PAYMENTS_QUEUE } from '@/payments/operations/jobs'
import { runJobsLoop } from '@/payments/operations/jobsLoop'
import { newPaymentLinkToken } from '@/payments/paymentLinks'
import { withTransaction } from '@/infra/db'
import { type InvalidationListener, listenForInvalidations } from '@/infra/invalidationListener'

import { createRegion } from '../helpers/bookingData'
import { testPayload } from '../helpers/payload'

/**
 * A scaled-out deployment on a real PostgreSQL (docs/deploy.md, "Scale out"): an editor's change
 * reaches every instance's listener with its commit (and never without one), a listener whose
 * connection the database drops comes back by itself, and the jobs worker runs a due job.
 */

let payload: Payload
const databaseUrl = () => process.env.DATABASE_URL!
const tag = Date.now().toString(36)
/** A region code of its own (three capital letters, unique). */
const regionCode = () =>
  `Z${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${String.fromCharCode(65 + Math.floor(Math.random() * 26))}`

type Ear = {
  listener: InvalidationListener
  heard: Invalidation[]
  reconnects: number
}

const ears: Ear[] = []

function ear(): Ear {
  const heard: Invalidation[] = []
  const state: Ear = {
    heard,
    reconnects: 0,
    listener: listenForInvalidations({
      connectionString: databaseUrl(),
      onInvalidation: (invalidation) => heard.push(invalidation),
      onReconnect: () => {
        state.reconnects += 1
      },
      log: () => undefined,
      backoff: { initialMs: 50, maxMs: 500 },
    }),
  }
  ears.push(state)
  return state
}

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within the time allowed')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Runs a query on a connection of its own (what another instance, or psql, would do). */
async function onOwnConnection<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await Promise.all(ears.map(({ listener }) => listener.stop()))
})

describe('cross-instance invalidation (LISTEN/NOTIFY)', () => {
  it("tells every instance which caches an editor's change makes stale, with its commit", async () => {
    const a = ear()
    const b = ear()
    await Promise.all([a.listener.ready, b.listener.ready])

    await createRegion(payload, { code: regionCode(), en: `Scale ${tag}`, ar: 'منطقة' })
    // Messages of the earlier change may still be arriving: wait for this one on both.
    const heardSite = (heard: unknown[]) =>
      heard.some((message) => JSON.stringify(message) === '{"caches":[],"site":true}')
    const heardCatalog = (heard: unknown[]) =>
      heard.some(
        (message) => JSON.stringify(message) === '{"caches":["booking-catalog"],"site":false}',
      )
    await eventually(() => heardCatalog(a.heard) && heardCatalog(b.heard))
    for (const { heard } of [a, b]) {
      expect(heard).toContainEqual({ caches: ['booking-catalog'], site: false })
    }

    // A published FAQ: the public site (front cache and Next's pages) on every instance.
    a.heard.length = 0
    b.heard.length = 0
    await payload.create({
      collection: 'faqs',
      locale: 'en',
      data: { question: `Scale out ${tag}?`, answer: 'Yes.', _status: 'published' },
    })
    await eventually(() => heardSite(a.heard) && heardSite(b.heard))
    expect(a.heard).toContainEqual({ caches: [], site: true })
    expect(b.heard).toContainEqual({ caches: [], site: true })
  })

  it('says nothing for a change that is rolled back, and only at the commit for one that is not', async () => {
    const listening = ear()
    await listening.listener.ready
    // Created in English, then named in Arabic: two commits, two messages.
    const region = await createRegion(payload, { code: regionCode(), en: 'Before', ar: 'قبل' })
    await eventually(() => listening.heard.length >= 2)
    await new Promise((resolve) => setTimeout(resolve, 200))
    listening.heard.length = 0

    await withTransaction(payload, async ({ req }) => {
      await payload.update({
        collection: 'regions',
        id: region.id,
        locale: 'en',
        data: { name: 'Rolled back' },
        req: req(),
      })
      return { commit: false, value: undefined }
    })
    // The NOTIFY sent inside the transaction went with its rollback.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(listening.heard).toEqual([])

    await withTransaction(payload, async ({ req }) => {
      await payload.update({
        collection: 'regions',
        id: region.id,
        locale: 'en',
        data: { name: 'Committed' },
        req: req(),
      })
      // Not yet committed: nobody has been told.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(listening.heard).toEqual([])
      return { commit: true, value: undefined }
    })
    await eventually(() => listening.heard.length > 0)
    expect(listening.heard[0]).toEqual({ caches: ['booking-catalog'], site: false })
  })

  it('ignores messages it cannot read', async () => {
    const listening = ear()
    await listening.listener.ready
    await onOwnConnection(async (client) => {
      await client.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, 'not json'])
      await client.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, '{"v":2,"site":true}'])
      await client.query('select pg_notify($1, $2)', [
        INVALIDATION_CHANNEL,
        '{"v":1,"caches":["booking-catalog"]}',
      ])
    })
    await eventually(() => listening.heard.length > 0)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(listening.heard).toEqual([{ caches: ['booking-catalog'], site: false }])
  })

  it('listens again by itself when the database drops its connection, and says it missed news', async () => {
    const listening = ear()
    await listening.listener.ready
    const firstPid = listening.listener.backendPid()
    expect(firstPid).toBeTypeOf('number')

    // What a restart or a failover does to the session: the server ends it.
    await onOwnConnection((client) => client.query('select pg_terminate_backend($1)', [firstPid]))
    await eventually(() => listening.reconnects === 1 && listening.listener.listening())
    expect(listening.listener.backendPid()).not.toBe(firstPid)

    // And hears what is said afterwards.
    await onOwnConnection((client) =>
      client.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, '{"v":1,"site":true}']),
    )
    await eventually(() => listening.heard.some((message) => message.site))
  })

  it('keeps trying while the database is away, and listens once it is back', async () => {
    // A port where the database is not (yet): connections are refused until the proxy opens.
    const upstream = new URL(databaseUrl())
    const probe = net.createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as net.AddressInfo).port
    await new Promise((resolve) => probe.close(resolve))
    const throughProxy = new URL(databaseUrl())
    throughProxy.hostname = '127.0.0.1'
    throughProxy.port = String(port)

    const heard: Invalidation[] = []
    let reconnects = 0
    const listener = listenForInvalidations({
      connectionString: throughProxy.toString(),
      onInvalidation: (invalidation) => heard.push(invalidation),
      onReconnect: () => (reconnects += 1),
      log: () => undefined,
      backoff: { initialMs: 20, maxMs: 200 },
    })
    const sockets = new Set<net.Socket>()
    const proxy = net.createServer((socket) => {
      const server = net.connect(Number(upstream.port || 5432), upstream.hostname)
      sockets.add(socket).add(server)
      socket.pipe(server).pipe(socket)
      const close = () => {
        socket.destroy()
        server.destroy()
      }
      socket.on('error', close).on('close', close)
      server.on('error', close).on('close', close)
    })
    try {
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(listener.listening()).toBe(false)

      // The database comes up.
      await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve))
      await eventually(() => listener.listening())
      // It tells its owner it may have missed news (the owner drops everything).
      expect(reconnects).toBe(1)
      await onOwnConnection((client) =>
        client.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, '{"v":1,"site":true}']),
      )
      await eventually(() => heard.length === 1)

      // The network drops every connection (the database restarts behind the proxy).
      for (const socket of sockets) socket.destroy()
      await eventually(() => reconnects === 2 && listener.listening())
      await onOwnConnection((client) =>
        client.query('select pg_notify($1, $2)', [
          INVALIDATION_CHANNEL,
          '{"v":1,"caches":["airlines"]}',
        ]),
      )
      await eventually(() => heard.length === 2)
      expect(heard[1]).toEqual({ caches: ['airlines'], site: false })
    } finally {
      await listener.stop()
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => proxy.close(resolve))
    }
  })
})

describe('the jobs worker (npm run worker)', () => {
  it('runs a due job of the payments queue, then stops between rounds', async () => {
    const link = await payload.create({
      collection: 'payment-links',
      overrideAccess: true,
      data: {
        amount: 30000,
        customerName: `Worker ${tag}`,
        phone: '+201005550199',
        email: `worker.${tag}@example.com`,
        description: `Worker ${tag}`,
        language: 'en',
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
        status: 'active',
        token: newPaymentLinkToken(),
      },
    })
    const job = await payload.jobs.queue({
      task: 'expirePayments',
      queue: PAYMENTS_QUEUE,
      input: {},
    })

    const loop = runJobsLoop(payload, { queue: PAYMENTS_QUEUE, intervalMs: 200 })
    try {
      await eventually(
        async () =>
          (await payload.findByID({ collection: 'payment-links', id: link.id })).status ===
          'expired',
        20_000,
      )
      // Done and removed from the queue (deleteJobOnComplete).
      await eventually(
        async () =>
          (
            await payload.find({
              collection: 'payload-jobs',
              where: { id: { equals: job.id } },
              overrideAccess: true,
            })
          ).totalDocs === 0,
      )
    } finally {
      await loop.stop()
    }
    const rounds = loop.rounds()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(loop.rounds()).toBe(rounds)
  })
})
