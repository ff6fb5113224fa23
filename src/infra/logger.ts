import { AsyncLocalStorage } from 'node:async_hooks'
import { format } from 'node:util'

import pino from 'pino'
import * as z from 'zod'

/**
 * The production server's structured logs: one JSON object a line on standard output (pino),
 * written through an asynchronous buffer so a request never waits for the terminal or the pipe.
 * `LOG_LEVEL` (fatal, error, warn, info, debug, trace, silent; `info` by default) sets how much.
 *
 * Payload's own logger (the app's `payload.logger.error(...)` lines) uses the same options in
 * production, and every line written while a request is handled carries that request's id
 * (`reqId`): the production server runs Next's handler inside `requestContext`.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

const levelSchema = z.enum(LOG_LEVELS, {
  message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`,
})

/** LOG_LEVEL, `info` when unset or empty; throws on any other value, naming the choices. */
export function logLevel(source: Record<string, string | undefined> = process.env): LogLevel {
  const value = source.LOG_LEVEL?.trim().toLowerCase()
  if (!value) return 'info'
  const parsed = levelSchema.safeParse(value)
  if (!parsed.success) throw new Error(parsed.error.issues[0]!.message)
  return parsed.data
}

type RequestContext = { readonly id: string }

/**
 * The request being handled, for the log lines written on its behalf. One store per process even
 * when this module is loaded twice (by the production server, and inside Next's server bundle).
 */
const CONTEXT_KEY = Symbol.for('masar.requestContext')
const shared = globalThis as { [CONTEXT_KEY]?: AsyncLocalStorage<RequestContext> }
export const requestContext: AsyncLocalStorage<RequestContext> = (shared[CONTEXT_KEY] ??=
  new AsyncLocalStorage<RequestContext>())

/**
 * The options of every logger: level names, ISO time, and (unless `withRequestId` is false, for
 * a logger that names the id itself) the id of the request being handled when there is one.
 */
export function loggerOptions(
  level: LogLevel,
  { withRequestId = true }: { withRequestId?: boolean } = {},
): pino.LoggerOptions {
  return {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // pino merges the line's own fields into what this returns: a new object each time.
    ...(withRequestId && {
      mixin: () => {
        const context = requestContext.getStore()
        return context ? { reqId: context.id } : {}
      },
    }),
  }
}

/** Standard output, buffered and written asynchronously; flushed when the process exits. */
export const asyncStdout = (): pino.DestinationStream => pino.destination({ dest: 1, sync: false })

/** A logger of `name` on standard output (asynchronous), at `level`. */
export function createLogger(
  name: string,
  level: LogLevel,
  options: { withRequestId?: boolean } = {},
): pino.Logger {
  return pino({ ...loggerOptions(level, options), name }, asyncStdout())
}

/**
 * Sends what the framework prints with `console` (Next's "⨯ Error ..." of a failed render, its
 * start-up notes) through `logger` too, so every line of the production server is JSON, and a
 * line printed while a request is handled carries its id. An Error among the arguments becomes
 * the line's `err` (message, stack, code).
 */
export function routeConsole(logger: pino.Logger): void {
  const write =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error)
      const rest = err ? args.filter((arg) => arg !== err) : args
      const message = rest.length > 0 ? format(...rest) : (err as Error | undefined)?.message
      if (err) logger[level]({ err }, message)
      else logger[level](message)
    }
  console.log = write('info')
  console.info = write('info')
  console.warn = write('warn')
  console.error = write('error')
}
