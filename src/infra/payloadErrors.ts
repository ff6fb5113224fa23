/**
 * Payload's errors recognised by their HTTP status, never with `instanceof`: the pages and the
 * route handlers are separate server bundles, each with its own copy of Payload's error classes,
 * sharing one Payload instance, so a class check fails whenever a page started Payload first.
 */
export function payloadErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return error instanceof Error && typeof status === 'number' ? status : undefined
}

/** A Payload error with this HTTP status (400: a validation or unique-value refusal; 401: a
 * refused password). */
export const isPayloadError = (error: unknown, status: number): boolean =>
  payloadErrorStatus(error) === status

/**
 * PostgreSQL's "data exception" class (SQLSTATE `22…`): a value the column cannot hold, e.g. a
 * NUL character in text (`22021`), `abc` or `NaN` for an integer id (`22P02`), a number out of
 * range (`22003`), a malformed date (`22007`/`22008`); and an operator the column's type does not
 * have (`42883`). Only a client's input causes these.
 */
function isDataException(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    // `42883`, no such operator: a text filter on a number or date column
    // (`where[id][contains]=1`, `where[createdAt][like]=x`); our own queries never do that.
    if (code === '42883') return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

/**
 * The errors of a multipart body Payload could not read: busboy's (a cut or malformed form, no
 * boundary), Payload's own refusal of a form it cannot parse, and a `_payload` field that is not
 * JSON (Payload's `JSON.parse` throws a SyntaxError). Payload answers all of them 500.
 */
const UNREADABLE_FORM =
  /^(Unexpected end of form|Malformed part header|Malformed urlencoded form|Multipart: Boundary not found|Unsupported content type|Request is not eligible for file upload)/

function isUnreadableForm(error: unknown, req: unknown): boolean {
  const headers = (req as { headers?: { get?: (name: string) => string | null } } | null)?.headers
  const type = typeof headers?.get === 'function' ? (headers.get('content-type') ?? '') : ''
  if (!/^\s*multipart\//i.test(type) || !(error instanceof Error)) return false
  return error.name === 'SyntaxError' || UNREADABLE_FORM.test(error.message)
}

/**
 * A body nested thousands of levels deep (`[[[[...]]]]`): JSON.parse reads it, then Payload's own
 * recursive walk over the data runs out of stack. No form of the admin sends such a thing.
 */
const isTooDeep = (error: unknown): boolean =>
  error instanceof RangeError && /maximum call stack/i.test(error.message)

/**
 * A JSON body that is not an object (`0`, `"text"`, `true`, `null`, `[1]`): Payload reads it into
 * `req.data` and its field hooks then fail assigning a default on it (`Cannot create property
 * 'name' on number '0'`). Every document Payload writes is an object, so any error while the body
 * is something else is the caller's.
 */
const hasNonObjectBody = (req: unknown): boolean => {
  if (!req || typeof req !== 'object' || !('data' in req)) return false
  const data = (req as { data?: unknown }).data
  return data !== undefined && (data === null || typeof data !== 'object' || Array.isArray(data))
}

/**
 * Payload's root `afterError` hook: a request whose value the database refused as malformed (an
 * id that is not a number in `/api/cms/places/abc`, a NUL character in a `where` filter), whose
 * multipart body cannot be read, or whose body is nested too deeply to walk, is the caller's
 * mistake, answered 400 in Payload's error shape instead of its generic 500; so is a body that is
 * not a JSON object.
 */
export function refuseMalformedInput({ error, req }: { error: unknown; req?: unknown }) {
  if (isUnreadableForm(error, req)) {
    return {
      status: 400,
      response: { errors: [{ message: 'The request body could not be read.' }] },
    }
  }
  if (hasNonObjectBody(req)) {
    return {
      status: 400,
      response: { errors: [{ message: 'The request body must be a JSON object.' }] },
    }
  }
  if (!isDataException(error) && !isTooDeep(error)) return
  return {
    status: 400,
    response: { errors: [{ message: 'A value in the request is not valid here.' }] },
  }
}

/**
 * Why the media bucket did not take a file, from the AWS SDK's error (it marks every error of a
 * call, the service's answers and the network's, with `$metadata`): the service's error code
 * (`SignatureDoesNotMatch`, `InvalidAccessKeyId`, `NoSuchBucket`, `AccessDenied`, ...) or the
 * network's (`ECONNREFUSED`, `ENOTFOUND`, `ETIMEDOUT`, ...). Undefined for any other error.
 */
export function storageRefusalReason(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('$metadata' in error)) return undefined
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' && /^E[A-Z0-9_]+$/.test(code) ? code : error.name
}

/**
 * The media collection's `afterError` hook: an upload the S3 bucket refused or could not be sent
 * to (media on S3, docs/deploy.md) answers 502 with the bucket's reason instead of Payload's
 * "Something went wrong.", so the admin who uploaded knows it is the storage and that nothing was
 * saved (the document's transaction is rolled back). The server's log has the whole error.
 */
export function refuseStorageFailure({ error }: { error: unknown }) {
  const reason = storageRefusalReason(error)
  if (!reason) return
  return {
    status: 502,
    response: {
      errors: [
        {
          message:
            `The media storage did not take the file (${reason}), so nothing was saved. ` +
            "The server's log has the details.",
        },
      ],
    },
  }
}
