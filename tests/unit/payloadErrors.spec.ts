import { describe, expect, it } from 'vitest'

import { refuseMalformedInput, refuseStorageFailure } from '@/infra/payloadErrors'

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

describe('refuseStorageFailure: an upload the media bucket did not take', () => {
  /** The AWS SDK's errors: the service's code as the name, `$metadata` on each (attempts, ...). */
  const sdkError = (name: string, message: string, extra: object = {}) =>
    Object.assign(new Error(message), { name, $metadata: { attempts: 1 }, ...extra })

  it("answers 502 with the service's error code", () => {
    const error = sdkError('SignatureDoesNotMatch', 'The request signature we calculated ...', {
      $fault: 'client',
    })
    expect(refuseStorageFailure({ error })).toEqual({
      status: 502,
      response: {
        errors: [
          {
            message:
              'The media storage did not take the file (SignatureDoesNotMatch), so nothing was ' +
              "saved. The server's log has the details.",
          },
        ],
      },
    })
  })

  it("names the network's code, not the address it could not reach", () => {
    const error = sdkError('Error', 'connect ECONNREFUSED 10.0.0.7:9000', { code: 'ECONNREFUSED' })
    const message = refuseStorageFailure({ error })?.response.errors[0]?.message
    expect(message).toContain('(ECONNREFUSED)')
    expect(message).not.toContain('10.0.0.7')
  })

  it('leaves every other error to Payload', () => {
    expect(refuseStorageFailure({ error: new Error('boom') })).toBe(undefined)
    expect(refuseStorageFailure({ error: { $metadata: {} } })).toBe(undefined)
    expect(refuseStorageFailure({ error: undefined })).toBe(undefined)
  })
})
