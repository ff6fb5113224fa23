/**
 * What an audit entry records of a change: only the fields that changed, each `{ before, after }`,
 * keyed by the field's path (`price`, `dispatch.outbound.driverName`, `statusHistory.3`,
 * `title.ar`). Plain data in, plain data out: the Payload hooks beside it (src/audit/hooks.ts) hand
 * it the document before and after and the names it must never copy.
 */

export type FieldChange = { before: unknown; after: unknown }
export type AuditDiff = Record<string, FieldChange>

/** Field names never recorded, wherever they sit: credentials, sessions, bearer links. */
export const SECRET_FIELD_NAMES: ReadonlySet<string> = new Set([
  'password',
  'confirm-password',
  'hash',
  'salt',
  'sessions',
  'apiKey',
  'apiKeyIndex',
  'enableAPIKey',
  'resetPasswordToken',
  'resetPasswordExpiration',
  '_verificationToken',
  'token',
  // Bearer addresses: a payment link's page (it carries the token) and the gateway's checkout.
  'payUrl',
  'checkoutUrl',
  // A keyed hash of the card or wallet that paid (src/payments/instrument.ts): never shown.
  'fingerprint',
  'loginAttempts',
  'lockUntil',
])

/** Bookkeeping every save changes; a save that changes nothing else makes no entry. */
const BOOKKEEPING = new Set(['updatedAt', 'createdAt'])

/** A value longer than this (as JSON) is recorded by its size, not copied (rich text, blobs). */
export const MAX_VALUE_CHARS = 2000

export type DiffOptions = {
  /** More names to leave out (the fields a collection marks `hidden`), on top of the secrets. */
  omit?: ReadonlySet<string>
  maxValueChars?: number
}

type Plain = Record<string, unknown>

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

/** Lexical rich text (`{ root: ... }`) is one value: its tree is not diffed node by node. */
const isRichText = (value: unknown): boolean => isPlainObject(value) && isPlainObject(value.root)

/** A related document populated in place counts as its id, so depth changes nothing. */
const isPopulatedDocument = (value: Plain): boolean =>
  ('id' in value && ('createdAt' in value || 'updatedAt' in value)) ||
  ('relationTo' in value && 'value' in value && isPlainObject(value.value))

function normalize(value: unknown): unknown {
  if (value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  if (isPlainObject(value) && isPopulatedDocument(value)) {
    if ('relationTo' in value && isPlainObject(value.value)) {
      return { relationTo: value.relationTo, value: value.value.id }
    }
    return value.id
  }
  return value
}

/** The value as recorded: copied, secrets removed, too long ones replaced by their size. */
function recorded(value: unknown, omitted: (name: string) => boolean, max: number): unknown {
  const scrubbed = scrub(normalize(value), omitted)
  if (scrubbed === null || typeof scrubbed !== 'object') return scrubbed
  const json = JSON.stringify(scrubbed)
  return json.length > max ? { omitted: 'too-long', chars: json.length } : scrubbed
}

function scrub(value: unknown, omitted: (name: string) => boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => scrub(normalize(item), omitted))
  if (!isPlainObject(value)) return value
  const out: Plain = {}
  for (const [key, item] of Object.entries(value)) {
    if (!omitted(key)) out[key] = scrub(normalize(item), omitted)
  }
  return out
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

/**
 * The changed fields between two versions of a document (`before` null: created; `after` null:
 * deleted). Groups and localized values (`{ en, ar }`) are walked into; array rows are compared by
 * position, a row added or removed recorded whole; rich text and values longer than
 * `MAX_VALUE_CHARS` are compared whole and recorded by size. Empty when nothing recordable changed.
 */
export function auditDiff(
  before: Plain | null | undefined,
  after: Plain | null | undefined,
  options: DiffOptions = {},
): AuditDiff {
  const omit = options.omit ?? new Set<string>()
  const max = options.maxValueChars ?? MAX_VALUE_CHARS
  const omitted = (name: string) => SECRET_FIELD_NAMES.has(name) || omit.has(name)
  const changes: AuditDiff = {}

  const walk = (a: unknown, b: unknown, path: string, topLevel: boolean): void => {
    // The document itself has an id and dates too: only values inside it are normalized.
    const left = topLevel ? a : normalize(a)
    const right = topLevel ? b : normalize(b)
    if (sameValue(scrub(left, omitted), scrub(right, omitted))) return
    const bothObjects =
      isPlainObject(left) && isPlainObject(right) && !isRichText(left) && !isRichText(right)
    if (bothObjects || topLevel) {
      const l = isPlainObject(left) ? left : {}
      const r = isPlainObject(right) ? right : {}
      for (const key of new Set([...Object.keys(l), ...Object.keys(r)])) {
        if (omitted(key) || (topLevel && BOOKKEEPING.has(key))) continue
        walk(l[key], r[key], path ? `${path}.${key}` : key, false)
      }
      return
    }
    if (Array.isArray(left) && Array.isArray(right)) {
      for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
        walk(left[index], right[index], `${path}.${index}`, false)
      }
      return
    }
    changes[path] = { before: recorded(left, omitted, max), after: recorded(right, omitted, max) }
  }

  walk(before ?? {}, after ?? {}, '', true)
  return changes
}
