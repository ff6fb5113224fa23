import { expect, test } from '@playwright/test'

import { expectSecurityHeaders } from '../helpers/securityHeaders'

/**
 * The production server's security headers on API answers, and GraphQL refusing an anonymous
 * caller, over HTTP with no browser (the pages' policies, which need a browser to run them, are
 * security.e2e.spec.ts's).
 */

test.describe('security headers', () => {
  test('an API answer carries the headers and a policy that runs nothing', async ({ request }) => {
    for (const path of ['/api/setting', '/api/cms/articles?limit=1']) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const csp = expectSecurityHeaders(response.headers())
      expect(csp).toMatch(/^default-src 'none'/)
    }
    const quote = await request.post('/api/booking/quote', { data: {} })
    expect(quote.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('GraphQL answers an anonymous caller nothing, introspection included', async ({
    request,
  }) => {
    const response = await request.post('/api/cms/graphql', {
      data: { query: '{ __schema { types { name } } }' },
    })
    expect(response.status()).toBe(403)
    const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] }
    expect(body.data ?? null).toBeNull()
    expect(body.errors?.[0]?.message).toMatch(/staff session/)
  })
})
