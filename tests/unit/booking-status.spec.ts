import { describe, expect, it } from 'vitest'

import {
  allowedTransitions,
  customerLabel,
  initialStatus,
  RESERVATION_STATUSES,
  type ReservationStatus,
  type StatusActor,
  STAFF_COLOURS,
  transition,
} from '@/booking/status'

const at = new Date('2026-05-01T09:30:00Z')
const staff: StatusActor = { type: 'staff', id: 12 }
const payment: StatusActor = { type: 'payment', id: 'paymob' }
const system: StatusActor = { type: 'system' }

/** Who makes each allowed change in practice. */
const ALLOWED: [ReservationStatus, ReservationStatus, StatusActor][] = [
  ['pending', 'paid-not-sent', payment],
  ['pending', 'fail', system],
  ['pending', 'cancelled', staff],
  ['paid-not-sent', 'completed', staff],
  ['paid-not-sent', 'cancelled', staff],
  ['cash-not-sent', 'completed', staff],
  ['cash-not-sent', 'cancelled', staff],
  ['completed', 'cancelled', staff],
]

describe('reservation statuses', () => {
  it('keep their customer labels and staff colours', () => {
    expect(RESERVATION_STATUSES.map((status) => [status, customerLabel(status)])).toEqual([
      ['pending', 'IN-COMPLETE'],
      ['paid-not-sent', 'COMPLETED'],
      ['cash-not-sent', 'COMPLETED'],
      ['completed', 'COMPLETED'],
      ['fail', 'FAIL'],
      ['cancelled', 'CANCELLED'],
    ])
    expect(STAFF_COLOURS.pending).toBe('gray')
    expect(STAFF_COLOURS.fail).toBe('red')
  })

  it('start pending for card and cash-not-sent for cash, with a first history entry', () => {
    expect(initialStatus('card', { by: system, reason: 'booked', at })).toEqual({
      status: 'pending',
      entry: {
        from: null,
        to: 'pending',
        by: { type: 'system', id: null },
        reason: 'booked',
        at: '2026-05-01T09:30:00.000Z',
      },
    })
    expect(initialStatus('cash', { by: system, reason: 'booked', at }).status).toBe('cash-not-sent')
  })

  it.each(ALLOWED)('allow %s -> %s', (from, to, by) => {
    expect(transition(from, to, { by, reason: ' reason given ', at })).toEqual({
      ok: true,
      status: to,
      entry: {
        from,
        to,
        by: { type: by.type, id: by.id === undefined ? null : String(by.id) },
        reason: 'reason given',
        at: '2026-05-01T09:30:00.000Z',
      },
    })
  })

  const refused = RESERVATION_STATUSES.flatMap((from) =>
    RESERVATION_STATUSES.filter(
      (to) => to !== from && !ALLOWED.some(([a, b]) => a === from && b === to),
    ).map((to) => [from, to] as const),
  )

  it.each(refused)('refuse %s -> %s', (from, to) => {
    for (const by of [staff, payment, system]) {
      expect(transition(from, to, { by, reason: 'try', at })).toEqual({
        ok: false,
        refusal: { code: 'not-allowed', from, to },
      })
    }
  })

  it('refuse everything out of fail and cancelled, and cash-not-sent as a later status', () => {
    expect(allowedTransitions('fail')).toEqual([])
    expect(allowedTransitions('cancelled')).toEqual([])
    expect(RESERVATION_STATUSES.some((s) => allowedTransitions(s).includes('cash-not-sent'))).toBe(
      false,
    )
    expect(RESERVATION_STATUSES.some((s) => allowedTransitions(s).includes('pending'))).toBe(false)
  })

  it('refuse a change to the same status', () => {
    expect(transition('completed', 'completed', { by: staff, reason: 'again', at })).toEqual({
      ok: false,
      refusal: { code: 'same-status', from: 'completed', to: 'completed' },
    })
  })

  it('refuse unknown statuses', () => {
    expect(transition('pending', 'refunded', { by: staff, reason: 'x', at })).toMatchObject({
      ok: false,
      refusal: { code: 'unknown-status' },
    })
    expect(transition('draft', 'pending', { by: staff, reason: 'x', at })).toMatchObject({
      ok: false,
      refusal: { code: 'unknown-status' },
    })
  })

  it.each([
    ['pending', 'paid-not-sent', staff],
    ['pending', 'paid-not-sent', system],
    ['pending', 'fail', staff],
    // A declined card leaves the booking pending for a retry (decisions.md, "Payments, refined").
    ['pending', 'fail', payment],
    ['paid-not-sent', 'completed', payment],
    ['cash-not-sent', 'completed', system],
    ['pending', 'cancelled', payment],
  ] as const)('let only the right actor move %s -> %s (not %o)', (from, to, by) => {
    expect(transition(from, to, { by, reason: 'x', at })).toEqual({
      ok: false,
      refusal: { code: 'actor-not-allowed', from, to },
    })
  })

  it('want a reason', () => {
    expect(transition('cash-not-sent', 'cancelled', { by: staff, reason: '  ', at })).toEqual({
      ok: false,
      refusal: { code: 'reason-required', from: 'cash-not-sent', to: 'cancelled' },
    })
  })
})
