import { describe, expect, it } from 'vitest'

import { auditDiff, MAX_VALUE_CHARS } from '@/audit/diff'

describe('auditDiff', () => {
  it('records only the fields that changed, before and after', () => {
    expect(
      auditDiff(
        { id: 1, code: 'A', price: 100, updatedAt: '2026-01-01T00:00:00.000Z' },
        { id: 1, code: 'A', price: 150, updatedAt: '2026-01-02T00:00:00.000Z' },
      ),
    ).toEqual({ price: { before: 100, after: 150 } })
  })

  it('an unchanged document (bookkeeping aside) makes no change', () => {
    const doc = { id: 1, name: 'x', tags: [{ id: 'a', v: 1 }], group: { a: 1 } }
    expect(
      auditDiff(
        { ...doc, updatedAt: '2026-01-01T00:00:00.000Z' },
        { ...doc, updatedAt: '2026-02-01T00:00:00.000Z' },
      ),
    ).toEqual({})
  })

  it('walks into nested groups and localized values', () => {
    expect(
      auditDiff(
        {
          dispatch: { outbound: { driverName: 'Ali', plate: 'A 1' } },
          title: { en: 'Hi', ar: 'أ' },
        },
        {
          dispatch: { outbound: { driverName: 'Omar', plate: 'A 1' } },
          title: { en: 'Hi', ar: 'ب' },
        },
      ),
    ).toEqual({
      'dispatch.outbound.driverName': { before: 'Ali', after: 'Omar' },
      'title.ar': { before: 'أ', after: 'ب' },
    })
  })

  it('compares array rows by position; an added row is recorded whole', () => {
    const row0 = { id: 'r0', status: 'pending' }
    const row1 = { id: 'r1', status: 'cancelled', reason: 'asked' }
    expect(auditDiff({ history: [row0] }, { history: [row0, row1] })).toEqual({
      'history.1': { before: null, after: row1 },
    })
    expect(auditDiff({ history: [row0] }, { history: [{ ...row0, status: 'paid' }] })).toEqual({
      'history.0.status': { before: 'pending', after: 'paid' },
    })
    expect(auditDiff({ history: [row0, row1] }, { history: [row0] })).toEqual({
      'history.1': { before: row1, after: null },
    })
  })

  it('treats dates and their ISO text as equal, and records dates as text', () => {
    const at = new Date('2026-03-01T10:00:00.000Z')
    expect(auditDiff({ at }, { at: at.toISOString() })).toEqual({})
    expect(auditDiff({ at }, { at: new Date('2026-03-02T10:00:00.000Z') })).toEqual({
      at: { before: '2026-03-01T10:00:00.000Z', after: '2026-03-02T10:00:00.000Z' },
    })
  })

  it('counts a populated relation as its id', () => {
    expect(
      auditDiff({ car: 3 }, { car: { id: 3, code: 'sedan', updatedAt: '2026-01-01' } }),
    ).toEqual({})
    expect(auditDiff({ car: 3 }, { car: { id: 4, code: 'van', updatedAt: '2026-01-01' } })).toEqual(
      { car: { before: 3, after: 4 } },
    )
  })

  it('records creation and deletion against nothing', () => {
    expect(auditDiff(null, { id: 7, name: 'new', createdAt: 'x' })).toEqual({
      id: { before: null, after: 7 },
      name: { before: null, after: 'new' },
    })
    expect(auditDiff({ id: 7, name: 'old' }, null)).toEqual({
      id: { before: 7, after: null },
      name: { before: 'old', after: null },
    })
  })

  it('never records secrets nor the names it is told to omit, at any depth', () => {
    const diff = auditDiff(
      {
        email: 'a@b.c',
        hash: 'h1',
        salt: 's1',
        sessions: [{ id: 'x' }],
        pin: '1',
        nested: { token: 't' },
      },
      { email: 'a@b.c', hash: 'h2', salt: 's2', sessions: [], pin: '2', nested: { token: 'u' } },
      { omit: new Set(['pin']) },
    )
    expect(diff).toEqual({})
    const created = auditDiff(null, { email: 'a@b.c', hash: 'h', rows: [{ salt: 's', ok: 1 }] })
    expect(JSON.stringify(created)).not.toMatch(/"(hash|salt)"/)
    expect(created.rows).toEqual({ before: null, after: [{ ok: 1 }] })
  })

  it('compares rich text whole and records a long value by its size', () => {
    const text = (words: string) => ({ root: { type: 'root', children: [{ text: words }] } })
    const small = auditDiff({ body: text('a') }, { body: text('b') })
    expect(small).toEqual({ body: { before: text('a'), after: text('b') } })
    const long = 'x'.repeat(MAX_VALUE_CHARS + 10)
    const big = auditDiff({ body: text('a') }, { body: text(long) })
    expect(Object.keys(big)).toEqual(['body'])
    expect(big.body!.after).toEqual({ omitted: 'too-long', chars: expect.any(Number) })
  })
})
