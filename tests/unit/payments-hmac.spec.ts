import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  PAYMOB_HMAC_FIELDS,
  paymobHmacMatches,
  paymobHmacText,
  type PaymobSignedFields,
  paymobTransactionHmac,
  signedFieldShapeProblem,
  signedFieldsOfRedirect,
  signedFieldsOfTransaction,
} from '@/payments/hmac'

import paidCallback from '../fixtures/paymob/callback-paid.json'
import paidRedirect from '../fixtures/paymob/redirect-paid.json'

/**
 * Paymob's transaction HMAC on the worked example of its documentation ("HMAC Transaction
 * Callback"): the documented concatenated text of a transaction processed callback, rebuilt from
 * the documented field list, and the HMAC computed here independently of the module.
 */
const DOCUMENTED_TEXT =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue'
const SECRET = paidCallback.hmacSecret
const sha512 = (text: string, secret = SECRET) =>
  createHmac('sha512', secret).update(text, 'utf8').digest('hex')

const obj = paidCallback.body.obj as unknown as Record<string, unknown>

describe("Paymob's transaction HMAC", () => {
  it('signs the 20 documented fields in the documented (lexicographic) order', () => {
    expect(PAYMOB_HMAC_FIELDS).toEqual([
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
    ])
    expect([...PAYMOB_HMAC_FIELDS].sort()).toEqual([...PAYMOB_HMAC_FIELDS])
  })

  it("rebuilds the documentation's concatenated text from a callback's obj", () => {
    const fields = signedFieldsOfTransaction(obj)
    expect(fields['order.id']).toBe('217503754')
    expect(fields['source_data.pan']).toBe('2346')
    expect(paymobHmacText(fields)).toBe(DOCUMENTED_TEXT)
  })

  it('is HMAC-SHA512 of that text keyed with the HMAC secret, in lowercase hex', () => {
    const hmac = paymobTransactionHmac(signedFieldsOfTransaction(obj), SECRET)
    expect(hmac).toBe(sha512(DOCUMENTED_TEXT))
    expect(hmac).toMatch(/^[0-9a-f]{128}$/)
    // The recorded callback carries the same value in its query string.
    expect(hmac).toBe(paidCallback.query.hmac)
  })

  it('writes booleans as true/false and null or missing values as empty text', () => {
    const fields = signedFieldsOfTransaction({
      ...obj,
      is_3d_secure: false,
      owner: null,
      source_data: { type: 'card', sub_type: 'MasterCard' },
    })
    expect(fields.is_3d_secure).toBe('false')
    expect(fields.owner).toBe('')
    expect(fields['source_data.pan']).toBe('')
    expect(paymobHmacText(fields)).toBe(
      DOCUMENTED_TEXT.replace('4097558true', '4097558false')
        .replace('217503754302852', '217503754')
        .replace('false2346MasterCard', 'falseMasterCard'),
    )
  })

  it('uses the values exactly as received (numbers as sent, text untouched)', () => {
    const fields = signedFieldsOfTransaction({ ...obj, amount_cents: '100000', currency: 'egp' })
    expect(fields.amount_cents).toBe('100000')
    expect(fields.currency).toBe('egp')
  })

  it("reads the redirect's flat query: dotted names kept, the order id as `order`", () => {
    const query = new URLSearchParams(paidRedirect.query)
    const fields = signedFieldsOfRedirect(query)
    expect(fields['source_data.sub_type']).toBe('MasterCard')
    expect(fields['order.id']).toBe('217503754')
    expect(paymobHmacText(fields)).toBe(DOCUMENTED_TEXT)
    expect(paymobHmacMatches(fields, query.get('hmac'), SECRET)).toBe(true)
  })

  it('reads the order id as `order_id` too (older documents)', () => {
    const query = new URLSearchParams(paidRedirect.query)
    const order = query.get('order')!
    query.delete('order')
    query.set('order_id', order)
    expect(paymobHmacText(signedFieldsOfRedirect(query))).toBe(DOCUMENTED_TEXT)
    expect(paymobHmacMatches(signedFieldsOfRedirect(query), query.get('hmac'), SECRET)).toBe(true)
  })

  it('signs the same transaction the same way in the callback and in the redirect', () => {
    const query = new URLSearchParams(paidRedirect.query)
    expect(query.get('hmac')).toBe(paidCallback.query.hmac)
  })

  it('fails when any signed field is tampered with', () => {
    const hmac = paidCallback.query.hmac
    for (const field of PAYMOB_HMAC_FIELDS) {
      const fields = { ...signedFieldsOfTransaction(obj) }
      fields[field] = `${fields[field]}1`
      expect(paymobHmacMatches(fields, hmac, SECRET), field).toBe(false)
    }
    const query = new URLSearchParams(paidRedirect.query)
    query.set('amount_cents', '100')
    expect(paymobHmacMatches(signedFieldsOfRedirect(query), query.get('hmac'), SECRET)).toBe(false)
  })

  it('fails with another secret', () => {
    const fields = signedFieldsOfTransaction(obj)
    expect(paymobHmacMatches(fields, paidCallback.query.hmac, 'another-secret')).toBe(false)
  })

  it('compares in constant time, refusing without throwing what is not 128 hex digits', () => {
    const fields = signedFieldsOfTransaction(obj)
    const hmac = paidCallback.query.hmac
    expect(paymobHmacMatches(fields, hmac.toUpperCase(), SECRET)).toBe(true)
    for (const received of [
      null,
      undefined,
      '',
      hmac.slice(0, 127),
      `${hmac}0`,
      `${hmac.slice(0, 127)}g`,
      hmac.slice(0, 64),
    ]) {
      expect(paymobHmacMatches(fields, received, SECRET)).toBe(false)
    }
    // Same length, one digit off: the constant-time comparison itself says no.
    const last = hmac.at(-1) === '0' ? '1' : '0'
    expect(paymobHmacMatches(fields, `${hmac.slice(0, 127)}${last}`, SECRET)).toBe(false)
  })
})

describe('the shape of the signed fields (issue #29, item 3)', () => {
  const fields = signedFieldsOfTransaction(obj)
  const ours = { integrationIds: [4097558], owner: 302852 }

  it("accepts Paymob's documented transaction and its redirect", () => {
    expect(signedFieldShapeProblem(fields, ours)).toBeNull()
    expect(signedFieldShapeProblem(fields, { ...ours, owner: null })).toBeNull()
    const redirect = signedFieldsOfRedirect(new URLSearchParams(paidRedirect.query))
    expect(signedFieldShapeProblem(redirect, ours)).toBeNull()
  })

  // Each keeps the signed text (and so a genuine signature) while the values change.
  const SHIFTS: [string, Partial<PaymobSignedFields>][] = [
    ['id digits moved into integration_id', { id: '19203646', integration_id: '54097558' }],
    ['integration_id digits moved into id', { id: '1920364654', integration_id: '097558' }],
    ['false split as fals + e', { error_occured: 'fals', has_parent_transaction: 'efalse' }],
    ['a boolean taking a digit of id', { has_parent_transaction: 'false1', id: '92036465' }],
    [
      'amount digits moved into created_at',
      { amount_cents: '10000', created_at: '02024-06-13T11:33:44.592345' },
    ],
    [
      'created_at digits moved into amount',
      { amount_cents: '1000002', created_at: '024-06-13T11:33:44.592345' },
    ],
    ['currency letters moved', { currency: 'EG', error_occured: 'Pfalse' }],
    [
      'created_at taking a currency letter',
      { created_at: '2024-06-13T11:33:44.592345E', currency: 'GP' },
    ],
    ['integration_id taking a boolean letter', { integration_id: '4097558t', is_3d_secure: 'rue' }],
    ['order id taking an owner digit', { 'order.id': '2175037543', owner: '02852' }],
    ['order id taking the owner digits', { 'order.id': '21750375430', owner: '2852' }],
    ['pending moved into the card digits', { pending: 'fals', 'source_data.pan': 'e2346' }],
    [
      'card digits taking a letter',
      { 'source_data.pan': '2346M', 'source_data.sub_type': 'asterCard' },
    ],
    ['success split into the source type', { 'source_data.type': 'cardt', success: 'rue' }],
  ]

  it.each(SHIFTS)('refuses a field-boundary shift: %s', (_name, change) => {
    const shifted = { ...fields, ...change }
    expect(paymobHmacText(shifted)).toBe(paymobHmacText(fields))
    expect(paymobTransactionHmac(shifted, SECRET)).toBe(paymobTransactionHmac(fields, SECRET))
    expect(signedFieldShapeProblem(shifted, ours)).not.toBeNull()
  })

  it('needs the owner configured to refuse digits moved between the order id and the owner', () => {
    const shifted = { ...fields, 'order.id': '21750375430', owner: '2852' }
    expect(signedFieldShapeProblem(shifted, { ...ours, owner: null })).toBeNull()
    expect(signedFieldShapeProblem(shifted, ours)).toBe('owner')
  })

  it('refuses another integration, another owner, and values of no shape', () => {
    expect(signedFieldShapeProblem(fields, { ...ours, integrationIds: [1] })).toBe('integration_id')
    expect(signedFieldShapeProblem(fields, { ...ours, owner: 1 })).toBe('owner')
    for (const [field, value] of [
      ['success', 'True'],
      ['success', ''],
      ['pending', '0'],
      ['id', '0192036465'],
      ['id', '1e9'],
      ['id', ''],
      ['amount_cents', '-100'],
      ['amount_cents', '100.5'],
      ['currency', 'egp'],
      ['created_at', 'yesterday'],
      ['order.id', ' 217503754'],
    ] as const) {
      expect(
        signedFieldShapeProblem({ ...fields, [field]: value }, ours),
        `${field}=${value}`,
      ).toBe(field)
    }
  })
})
