import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

/**
 * One log line per request of the production server (`scripts/server.ts`), with a request id:
 * the caller's `x-request-id` when it is a plausible id (a load balancer's or a proxy's, so one id
 * follows the request through every hop), otherwise a new UUID. The id is handed to the app in
 * the request's `x-request-id`, echoed in the answer's, and written on the request's line:
 *   {"level":"info","time":"…","name":"http","reqId":"…","method":"GET","path":"/ar",
 *    "status":200,"ms":3.2,"msg":"request"}
 * Answers of 500 and above are logged as errors. The query string is never logged (payment links and sign-in redirects
 * carry tokens there).
 *
 * Cheap on the hot path (the direct quote and the front cache answer thousands a second): one
 * closure per request and nothing added to Node's objects; the answer's header is left to the
 * caller (`setHeader` for Next's answers; the two fast paths put it in the `writeHead` they make
 * anyway, since one `setHeader` before `writeHead` costs each answer a few microseconds more).
 */

export const REQUEST_ID_HEADER = 'x-request-id'

/** Letters, digits and `._:+/=-`, up to 128: UUIDs, ULIDs, hex and base64 trace ids. */
const VALID_REQUEST_ID = /^[\w.:+/=-]{1,128}$/

/** At most this much of a path is logged (the server refuses longer ones anyway). */
const LOGGED_PATH_LENGTH = 2048

/** The caller's id when it is a plausible one (one header, no spaces or controls), else a new one. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

function pathOf(url: string | undefined): string {
  const target = url ?? ''
  const mark = target.indexOf('?')
  const path = mark < 0 ? target : target.slice(0, mark)
  return path.length > LOGGED_PATH_LENGTH ? `${path.slice(0, LOGGED_PATH_LENGTH)}…` : path
}

/** Gives the request its id (in the request's header; the answer's is the caller's to set). */
export function identifyRequest(request: IncomingMessage): string {
  const id = requestIdOf(request.headers[REQUEST_ID_HEADER])
  request.headers[REQUEST_ID_HEADER] = id
  return id
}

/** Writes the request's line once the answer is finished or the connection is gone. */
export function logWhenClosed(
  request: IncomingMessage,
  response: ServerResponse,
  logger: Logger,
  id: string,
): void {
  const started = performance.now()
  response.on('close', () => {
    const status = response.statusCode
    const level = status >= 500 ? 'error' : 'info'
    // At LOG_LEVEL=warn (the benchmark's) most lines are not written: nothing is built for them.
    if (!logger.isLevelEnabled(level)) return
    const fields = {
      reqId: id,
      method: request.method,
      path: pathOf(request.url),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      // The caller left before the answer was complete.
      ...(response.writableFinished ? null : { aborted: true }),
    }
    logger[level](fields, 'request')
  })
}

/** Both: gives the request its id and logs it; returns the id. */
export function trackRequest(
  request: IncomingMessage,
  response: ServerResponse,
  logger: Logger,
): string {
  const id = identifyRequest(request)
  logWhenClosed(request, response, logger, id)
  return id
}
