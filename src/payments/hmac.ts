import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Paymob's transaction HMAC, exactly as Paymob documents it: HMAC-SHA512, lowercase hex, keyed with
 * the merchant's HMAC secret, over these fields' values concatenated in this order. The same
 * scheme signs the server-to-server callback (fields from its `obj`) and the browser redirect
 * (flat query parameters whose names keep their dots).
 */
export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const

export type PaymobHmacField = (typeof PAYMOB_HMAC_FIELDS)[number]

/** The signed fields as text, by their dotted names. */
export type PaymobSignedFields = Record<PaymobHmacField, string>

/** A value as Paymob writes it into the signed text: booleans `true`/`false`, null empty. */
function signedText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  return String(value)
}

/** The signed fields of a callback's `obj` (nested: `order.id`, `source_data.pan`). */
export function signedFieldsOfTransaction(obj: Record<string, unknown>): PaymobSignedFields {
  const read = (path: string): unknown =>
    path.split('.').reduce<unknown>((value, key) => {
      if (value === null || typeof value !== 'object') return undefined
      return (value as Record<string, unknown>)[key]
    }, obj)
  return Object.fromEntries(
    PAYMOB_HMAC_FIELDS.map((field) => [field, signedText(read(field))]),
  ) as PaymobSignedFields
}

/**
 * The signed fields of a browser redirect's query string: the names keep their dots, and the
 * order id arrives as `order` (older documents: `order_id`). Values are used exactly as received.
 */
export function signedFieldsOfRedirect(query: URLSearchParams): PaymobSignedFields {
  return Object.fromEntries(
    PAYMOB_HMAC_FIELDS.map((field) => {
      const value =
        field === 'order.id'
          ? (query.get('order') ?? query.get('order_id') ?? query.get('order.id'))
          : query.get(field)
      return [field, value ?? '']
    }),
  ) as PaymobSignedFields
}

/** What the signed fields must be for us: our integrations, and our merchant when known. */
export type SignedFieldRules = {
  integrationIds: readonly number[]
  /** Paymob's merchant user id (`owner`); null when the configuration does not know it. */
  owner: number | null
}

const BOOLEAN_FIELDS: readonly PaymobHmacField[] = [
  'error_occured',
  'has_parent_transaction',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'pending',
  'success',
]

/** A positive id as Paymob writes it: digits, no leading zero. */
const ID = /^[1-9]\d{0,17}$/
const SHAPES: Partial<Record<PaymobHmacField, RegExp>> = {
  amount_cents: /^(0|[1-9]\d{0,15})$/,
  // Cairo wall-clock time with microseconds ('2024-06-13T11:33:44.592345'), an offset allowed.
  created_at: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:?\d{2})?$/,
  currency: /^[A-Z]{3}$/,
  id: ID,
  integration_id: ID,
  'order.id': ID,
  owner: ID,
  // A card's last four digits (a wallet's number), possibly masked; empty for some methods.
  'source_data.pan': /^[0-9Xx*+]{0,20}$/,
  // A word that starts with a letter ('MasterCard', 'card', 'wallet'), or nothing.
  'source_data.sub_type': /^([A-Za-z][A-Za-z0-9 _-]{0,39})?$/,
  'source_data.type': /^([A-Za-z][A-Za-z_-]{0,29})?$/,
}

/**
 * The first signed field whose value is not of its shape, or null when all are (issue #29, item
 * 3). Paymob signs the values joined with no separator, so a genuine signature stays valid when
 * characters move from one field to the next (`id` 123 + `integration_id` 4000001 signs as
 * `1234` + `000001`; `false` + `2346` as `fals` + `e2346`). Checked before the signature counts,
 * each field's own shape (booleans exactly `true`/`false`, ids digits without a leading zero,
 * a year of four digits, a three-letter currency), our integration ids and our merchant (`owner`,
 * when configured) leave no boundary that can move.
 */
export function signedFieldShapeProblem(
  fields: PaymobSignedFields,
  rules: SignedFieldRules,
): PaymobHmacField | null {
  for (const field of PAYMOB_HMAC_FIELDS) {
    const value = fields[field]
    if (BOOLEAN_FIELDS.includes(field)) {
      if (value !== 'true' && value !== 'false') return field
      continue
    }
    const shape = SHAPES[field]
    if (shape && !shape.test(value)) return field
  }
  if (!rules.integrationIds.includes(Number(fields.integration_id))) return 'integration_id'
  if (rules.owner !== null && Number(fields.owner) !== rules.owner) return 'owner'
  return null
}

/** The signed text: the fields' values concatenated in the documented order, no separator. */
export const paymobHmacText = (fields: PaymobSignedFields): string =>
  PAYMOB_HMAC_FIELDS.map((field) => fields[field]).join('')

/** The HMAC of a transaction's signed fields, lowercase hex. */
export function paymobTransactionHmac(fields: PaymobSignedFields, secret: string): string {
  return createHmac('sha512', secret).update(paymobHmacText(fields), 'utf8').digest('hex')
}

/** Whether `received` is the fields' HMAC, compared in constant time. */
export function paymobHmacMatches(
  fields: PaymobSignedFields,
  received: string | null | undefined,
  secret: string,
): boolean {
  if (!received || !/^[0-9a-f]{128}$/i.test(received)) return false
  const expected = Buffer.from(paymobTransactionHmac(fields, secret), 'hex')
  return timingSafeEqual(expected, Buffer.from(received.toLowerCase(), 'hex'))
}
