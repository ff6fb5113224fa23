import type { IncomingMessage } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import {
  databaseLooksUnreachable,
  noteConnectionFailure,
  noteConnectionOpened,
} from '@/infra/databaseState'
import { outageAnswer } from '@/http/outagePage'

const request = (url: string) => ({ url, method: 'GET', headers: {} }) as IncomingMessage
const down = () => true
const up = () => false

describe('the outage page', () => {
  it('replaces a 500 page while the database is down: 503, Retry-After, never cached', () => {
    const answer = outageAnswer(request('/about'), 500, down)
    expect(answer?.status).toBe(503)
    expect(answer?.headers).toMatchObject({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '5',
    })
    const html = answer!.body.toString()
    expect(html).toContain('<html lang="en" dir="ltr">')
    expect(html).toContain('Masar is briefly unavailable')
    expect(html).toContain('<a href="/about">Try again</a>')
  })

  it("speaks the page's language: Arabic, right to left, under /ar", () => {
    const html = outageAnswer(request('/ar/book?step=2'), 500, down)!.body.toString()
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain('مسار غير متاح لحظيًا')
    expect(html).toContain('<a href="/ar/book">حاول مرة أخرى</a>')
  })

  it('writes the address back escaped', () => {
    const html = outageAnswer(request('/"><script>x</script>'), 502, down)!.body.toString()
    expect(html).not.toContain('<script>')
    expect(html).toContain('&#34;&#62;&#60;script&#62;')
  })

  it('leaves every other answer as it is', () => {
    expect(outageAnswer(request('/about'), 500, up)).toBeUndefined()
    expect(outageAnswer(request('/about'), 200, down)).toBeUndefined()
    expect(outageAnswer(request('/about'), 404, down)).toBeUndefined()
    expect(outageAnswer(request('/about'), 503, down)).toBeUndefined()
  })
})

describe('whether the database looks unreachable', () => {
  afterEach(() => noteConnectionOpened())

  it('is set by a connection refused and cleared by the next connection that opens', () => {
    expect(databaseLooksUnreachable()).toBe(false)
    noteConnectionFailure(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    )
    expect(databaseLooksUnreachable()).toBe(true)
    noteConnectionOpened()
    expect(databaseLooksUnreachable()).toBe(false)
  })

  it('is not set by an error that says nothing about reaching the database', () => {
    noteConnectionFailure(
      Object.assign(new Error('password authentication failed'), { code: '28P01' }),
    )
    expect(databaseLooksUnreachable()).toBe(false)
  })
})
