import { describe, expect, it } from 'vitest'

/**
 * Issue 14: the development site opened at a loopback address other than `localhost` must not
 * stay a dead picture (Next refuses its scripts and hot reload to origins it was not told of).
 * Checked by hand in a browser against `npm run dev` at 127.0.0.1 and [::1] (docs/decisions.md).
 */
describe('the development server', () => {
  it('answers the loopback addresses and the hosts listed in DEV_ALLOWED_ORIGINS', async () => {
    process.env.DEV_ALLOWED_ORIGINS = ' 192.168.1.20 ,phone.local'
    const config = (await import('../../next.config')).default
    expect(config.allowedDevOrigins).toEqual(['127.0.0.1', '[::1]', '192.168.1.20', 'phone.local'])
  })
})
