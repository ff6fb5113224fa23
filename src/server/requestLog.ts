import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

import { MAX_PATH_LENGTH } from './requestGuard'

/**
 * One log line per request of the production server (`scripts/server.ts`), with a request id:
 * the caller's `x-request-id` when it is a plausible id (a load balancer's or a proxy's, so one id
 * follows the request through every hop), otherwise a new UUID. The id is echoed in the answer's
 * `x-request-id`, handed to the app in the request's, and written on the request's line:
 *   {"level":"info","time":"…","name":"http","reqId":"…","method":"GET","path":"/ar",
 *    "status":200,"ms":3.2,"msg":"request"}
 * Answers of 500 and above are logged as errors, and so are failures of the server's own paths
 * (`logRequestError`). The query string is never logged (payment links and sign-in redirects
 * carry tokens there).
 *
 * Cheap on the hot path (the direct quote answers thousands a second): no closure and no child
 * logger per request, one listener shared by all; the line is written when the answer is done.
 */

export const REQUEST_ID_HEADER = 'x-request-id'

/** Letters, digits and `._:+/=-`, up to 128: UUIDs, ULIDs, hex and base64 trace ids. */
const VALID_REQUEST_ID = /^[\w.:+/=-]{1,128}$/

/** The caller's id when it is a plausible one (one header, no spaces or controls), else a new one. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

const ID = Symbol('masar.requestId')
const STARTED = Symbol('masar.requestStarted')
const LOGGER = Symbol('masar.requestLogger')

type Tracked = ServerResponse & {
  [ID]?: string
  [STARTED]?: number
  [LOGGER]?: Logger
  req: IncomingMessage
}

function pathOf(url: string | undefined): string {
  const target = url ?? ''
  const mark = target.indexOf('?')
  const path = mark < 0 ? target : target.slice(0, mark)
  return path.length > MAX_PATH_LENGTH ? `${path.slice(0, MAX_PATH_LENGTH)}…` : path
}

/** Writes the request's line once the answer is finished or the connection is gone. */
function onClose(this: Tracked) {
  const logger = this[LOGGER]!
  const status = this.statusCode
  const fields = {
    reqId: this[ID],
    method: this.req.method,
    path: pathOf(this.req.url),
    status,
    ms: Math.round((performance.now() - this[STARTED]!) * 10) / 10,
    // The caller left before the answer was complete.
    ...(this.writableFinished ? null : { aborted: true }),
  }
  if (status >= 500) logger.error(fields, 'request')
  else logger.info(fields, 'request')
}

/**
 * Gives the request its id (header in and out) and logs it when it ends; returns the id.
 */
export function trackRequest(
  request: IncomingMessage,
  response: ServerResponse,
  logger: Logger,
): string {
  const id = requestIdOf(request.headers[REQUEST_ID_HEADER])
  request.headers[REQUEST_ID_HEADER] = id
  response.setHeader(REQUEST_ID_HEADER, id)
  const tracked = response as Tracked
  tracked[ID] = id
  tracked[STARTED] = performance.now()
  tracked[LOGGER] = logger
  response.once('close', onClose)
  return id
}

/** Logs a failure while answering `response`, with the request's id. */
export function logRequestError(response: ServerResponse, error: unknown, message: string): void {
  const tracked = response as Tracked
  const logger = tracked[LOGGER]
  if (logger) logger.error({ reqId: tracked[ID], err: error }, message)
  else console.error(message, error)
}
