import { describe, expect, it } from 'vitest'

import { effectiveSliderInterval } from '@/components/slider/interval'

describe('effectiveSliderInterval', () => {
  it('keeps the configured interval outside the Pay route', () => {
    expect(effectiveSliderInterval('/', 5000)).toBe(5000)
    expect(effectiveSliderInterval('/ar', 5000)).toBe(5000)
    expect(effectiveSliderInterval('/about', 3000)).toBe(3000)
    expect(effectiveSliderInterval('/ar/services/bme', 5000)).toBe(5000)
  })

  it('is 0 on the Pay route, whatever its case and language prefix', () => {
    for (const path of [
      '/pay',
      '/Pay',
      '/PAY',
      '/ar/PAY',
      '/ar/pay',
      '/en/Pay',
      '/Pay/',
      '/pay?id=7',
    ]) {
      expect(effectiveSliderInterval(path, 5000), path).toBe(0)
    }
    expect(effectiveSliderInterval('/pay/abc123', 5000)).toBe(0)
  })

  it('does not mistake routes that only start like pay', () => {
    expect(effectiveSliderInterval('/payment-info', 5000)).toBe(5000)
    expect(effectiveSliderInterval('/p/pay', 5000)).toBe(5000)
    expect(effectiveSliderInterval('/arpay', 5000)).toBe(5000)
  })

  it('treats a zero, negative or broken setting as 0', () => {
    expect(effectiveSliderInterval('/', 0)).toBe(0)
    expect(effectiveSliderInterval('/', -100)).toBe(0)
    expect(effectiveSliderInterval('/', Number.NaN)).toBe(0)
  })
})
