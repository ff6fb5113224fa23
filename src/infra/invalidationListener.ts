import pg from 'pg'

import {
  type Backoff,
  INVALIDATION_CHANNEL,
  type Invalidation,
  parseInvalidation,
  RECONNECT_BACKOFF,
  reconnectDelay,
} from '@/lib/invalidation'

/**
 * The instance's ear on the other instances: one dedicated PostgreSQL connection that LISTENs on
 * `INVALIDATION_CHANNEL` (not one of the pool's: a pooled connection is handed to queries and
 * would drop the LISTEN). When the connection is lost - the database restarts, a failover, a
 * network cut - it reconnects with a growing, jittered delay (`reconnectDelay`) until the
 * database answers again, and then calls `onReconnect`: whatever was sent meanwhile is lost, so
 * the caller drops everything. Messages it cannot read are ignored.
 */

export type InvalidationListener = {
  /** Resolves once the first LISTEN is in place (for tests and start-up logs). */
  ready: Promise<void>
  /** Whether the connection is up and listening now. */
  listening: () => boolean
  /** The backend pid of the listening connection (tests terminate it), if connected. */
  backendPid: () => number | undefined
  stop: () => Promise<void>
}

export type ListenerOptions = {
  connectionString: string
  onInvalidation: (invalidation: Invalidation) => void
  /** Called when listening again after the connection was lost (or the first attempts failed). */
  onReconnect?: () => void
  log?: (message: string) => void
  backoff?: Backoff
}

type ClientWithPid = pg.Client & { processID?: number }

export function listenForInvalidations(options: ListenerOptions): InvalidationListener {
  const log = options.log ?? ((message: string) => console.warn(`[invalidation] ${message}`))
  const backoff = options.backoff ?? RECONNECT_BACKOFF
  let stopped = false
  let client: ClientWithPid | undefined
  let isListening = false
  let attempt = 0
  /** A connection was lost or an attempt failed since the last LISTEN: notifications were missed. */
  let missed = false
  let timer: NodeJS.Timeout | undefined
  let markReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (markReady = resolve))

  const retry = () => {
    if (stopped) return
    const delay = reconnectDelay(attempt, backoff)
    attempt += 1
    timer = setTimeout(() => void connect(), delay)
    timer.unref?.()
  }

  const connect = async () => {
    if (stopped) return
    const current: ClientWithPid = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: 5_000,
      // A silent network cut is noticed too, not only a closed socket.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'masar-invalidation-listener',
    })
    client = current
    let lost = false
    const onLost = (error?: Error) => {
      if (lost) return
      lost = true
      if (client === current) {
        client = undefined
        isListening = false
      }
      current.removeAllListeners('notification')
      current.end().catch(() => undefined)
      if (stopped) return
      if (!missed) log(`connection lost (${error?.message ?? 'closed'}); reconnecting`)
      missed = true
      retry()
    }
    current.on('error', onLost)
    current.on('end', () => onLost())
    current.on('notification', (message) => {
      if (message.channel !== INVALIDATION_CHANNEL) return
      const invalidation = parseInvalidation(message.payload)
      if (invalidation) options.onInvalidation(invalidation)
    })
    try {
      await current.connect()
      await current.query(`LISTEN ${INVALIDATION_CHANNEL}`)
    } catch (error) {
      onLost(error as Error)
      return
    }
    if (lost) return
    if (stopped) {
      await current.end().catch(() => undefined)
      return
    }
    isListening = true
    attempt = 0
    if (missed) {
      missed = false
      log('listening again')
      options.onReconnect?.()
    }
    markReady()
  }

  void connect()

  return {
    ready,
    listening: () => isListening,
    backendPid: () => (isListening ? client?.processID : undefined),
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      const current = client
      client = undefined
      isListening = false
      await current?.end().catch(() => undefined)
    },
  }
}
