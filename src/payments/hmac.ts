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
