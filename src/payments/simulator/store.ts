import { randomBytes } from 'node:crypto'

import type {
  CallbackDelivery,
  Intention,
  PaymobTransaction,
  SecureAttempt,
  SimulatorOptions,
} from './types'

/**
 * The simulator's state lives in memory, in the server process, under one `globalThis` key: the
 * route handlers and the pages of `next dev` are bundled separately but share the process, and a
 * hot reload keeps it. That is enough for a development simulator; a restart forgets every
 * intention (a checkout link from before the restart then shows "not found"). Each map is bounded:
 * past its limit the oldest entries go.
 */

type SimulatorState = {
  intentions: Map<string, Intention>
  transactions: Map<number, PaymobTransaction>
  attempts: Map<string, SecureAttempt>
  /** Auth tokens of `POST /api/auth/tokens`, with when they expire (ms). */
  tokens: Map<string, number>
  deliveries: CallbackDelivery[]
  /** The last number handed out as an order or transaction id. */
  sequence: number
  options: SimulatorOptions
}

const LIMITS = { intentions: 500, transactions: 2000, attempts: 200, tokens: 200, deliveries: 200 }

const DEFAULT_OPTIONS: SimulatorOptions = {
  retryDelaysMs: [2_000, 10_000, 30_000],
  firstAttemptWaitMs: 3_000,
  attemptTimeoutMs: 10_000,
  walletSettleMs: 4_000,
}

const KEY = Symbol.for('masar.paymobSimulator')

export function simulatorState(): SimulatorState {
  const holder = globalThis as typeof globalThis & { [KEY]?: SimulatorState }
  holder[KEY] ??= {
    intentions: new Map(),
    transactions: new Map(),
    attempts: new Map(),
    tokens: new Map(),
    deliveries: [],
    // Ids grow from the clock, so ids after a restart never repeat ids the site already stored.
    sequence: Date.now(),
    options: { ...DEFAULT_OPTIONS },
  }
  return holder[KEY]
}

/** Changes the callback timings (tests shorten them). */
export function configureSimulator(options: Partial<SimulatorOptions>): void {
  Object.assign(simulatorState().options, options)
}

/** A fresh order or transaction id: an integer, as Paymob's are. */
export function nextId(): number {
  const state = simulatorState()
  state.sequence += 1
  return state.sequence
}

/** A random url-safe token. */
export const randomToken = (bytes = 24): string => randomBytes(bytes).toString('hex')

/** Sets a map entry, dropping the oldest entries past `limit`. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key)
  map.set(key, value)
  for (const oldest of map.keys()) {
    if (map.size <= limit) break
    map.delete(oldest)
  }
}

export function saveIntention(intention: Intention): void {
  remember(simulatorState().intentions, intention.id, intention, LIMITS.intentions)
}

export function saveTransaction(transaction: PaymobTransaction): void {
  remember(simulatorState().transactions, transaction.id, transaction, LIMITS.transactions)
}

export function saveAttempt(attempt: SecureAttempt): void {
  remember(simulatorState().attempts, attempt.token, attempt, LIMITS.attempts)
}

export function saveToken(token: string, expiresAt: number): void {
  remember(simulatorState().tokens, token, expiresAt, LIMITS.tokens)
}

export function recordDelivery(delivery: CallbackDelivery): void {
  const { deliveries } = simulatorState()
  deliveries.push(delivery)
  if (deliveries.length > LIMITS.deliveries) deliveries.shift()
}

const intentions = () => [...simulatorState().intentions.values()]

export const intentionByClientSecret = (secret: string): Intention | undefined =>
  intentions().find((intention) => intention.clientSecret === secret)

export const intentionByOrderId = (orderId: number): Intention | undefined =>
  intentions().find((intention) => intention.orderId === orderId)

export const intentionByReference = (reference: string): Intention | undefined =>
  intentions().find((intention) => intention.specialReference === reference)

export const intentionById = (id: string): Intention | undefined =>
  simulatorState().intentions.get(id)

export const transactionById = (id: number): PaymobTransaction | undefined =>
  simulatorState().transactions.get(id)

/** An order's transactions, oldest first. */
export const transactionsOfOrder = (orderId: number): PaymobTransaction[] =>
  [...simulatorState().transactions.values()].filter(
    (transaction) => transaction.order.id === orderId,
  )

export const takeAttempt = (token: string): SecureAttempt | undefined => {
  const { attempts } = simulatorState()
  const attempt = attempts.get(token)
  attempts.delete(token)
  return attempt
}

export const peekAttempt = (token: string): SecureAttempt | undefined =>
  simulatorState().attempts.get(token)

export function tokenIsValid(token: string, now: number): boolean {
  const expiresAt = simulatorState().tokens.get(token)
  return expiresAt !== undefined && expiresAt > now
}
