import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  PAYMOB_HMAC_FIELDS,
  paymobHmacMatches,
  paymobHmacText,
  paymobTransactionHmac,
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
