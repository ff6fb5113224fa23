import { describe, expect, it } from 'vitest'

import { refuseMalformedInput } from '@/server/payloadErrors'

describe("refuseMalformedInput: Payload's errors that the request caused", () => {
  const multipart = { headers: new Headers({ 'content-type': 'multipart/form-data; boundary=x' }) }
  const json = { headers: new Headers({ 'content-type': 'application/json' }) }

  it.each([
    'Unexpected end of form',
    'Malformed part header',
    'Multipart: Boundary not found',
    'Request is not eligible for file upload',
  ])('a multipart body that cannot be read (%s) is 400', (message) => {
    expect(refuseMalformedInput({ error: new Error(message), req: multipart })).toMatchObject({
      status: 400,
    })
  })

  it('a `_payload` field that is not JSON is 400', () => {
    let error: unknown
    try {
      JSON.parse('{"a":')
    } catch (thrown) {
      error = thrown
    }
    expect(refuseMalformedInput({ error, req: multipart })).toMatchObject({ status: 400 })
  })

  it('the same errors of a request that is not multipart stay 500: they are ours', () => {
    expect(refuseMalformedInput({ error: new Error('Unexpected end of form'), req: json })).toBe(
      undefined,
    )
    expect(refuseMalformedInput({ error: new SyntaxError('x'), req: json })).toBe(undefined)
    expect(refuseMalformedInput({ error: new Error('boom'), req: multipart })).toBe(undefined)
  })
})
