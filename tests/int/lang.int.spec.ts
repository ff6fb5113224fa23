import { describe, expect, it } from 'vitest'

import { POST } from '@/app/(frontend)/api/lang/route'

const post = (body: string, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://localhost/api/lang', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }),
  )

describe('POST /api/lang', () => {
  it('remembers the language in a cookie and answers {lang}', async () => {
    const response = await post(JSON.stringify({ lang: 'ar' }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ lang: 'ar' })
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/NEXT_LOCALE=ar/)
    expect(cookie).toMatch(/Max-Age=31536000/)
  })

  it("refuses an unknown language with a message in the caller's language", async () => {
    const english = await post(JSON.stringify({ lang: 'fr' }))
    expect(english.status).toBe(400)
    expect(await english.json()).toMatchObject({
      error: 'invalid-language',
      message: expect.stringMatching(/English \(en\) or Arabic \(ar\)/),
    })

    const arabic = await post(JSON.stringify({ lang: 'fr' }), { cookie: 'NEXT_LOCALE=ar' })
    expect((await arabic.json()).message).toMatch(/اختر لغة مدعومة/)
  })

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await post('{"lang":')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ status: false, error: 'invalid-body' })
  })
})
