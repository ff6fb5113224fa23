import { describe, expect, it } from 'vitest'

import { loginThenBack, payPath, queryValue } from '@/components/payment/paymentQuery'
import { formatTimeLeft } from '@/components/payment/timeLeft'

describe('the payment screens', () => {
  it('show the time left to pay as a clock, in Arabic-Indic digits in Arabic', () => {
    expect(formatTimeLeft(29 * 60 + 5, 'en')).toBe('29:05')
    expect(formatTimeLeft(59, 'en')).toBe('00:59')
    expect(formatTimeLeft(3723, 'en')).toBe('01:02:03')
    expect(formatTimeLeft(-4, 'en')).toBe('00:00')
    expect(formatTimeLeft(29 * 60 + 5, 'ar')).toBe('٢٩:٠٥')
  })

  it('read one value of the query, and build the pay and login addresses', () => {
    expect(queryValue({ link: [' abc ', 'def'] }, 'link')).toBe('abc')
    expect(queryValue({ reservation: '' }, 'reservation')).toBeNull()
    expect(queryValue({}, 'code')).toBeNull()
    expect(payPath({ reservation: 'MS-7K3Q9D' })).toBe('/pay?reservation=MS-7K3Q9D')
    expect(payPath({ link: 'a_b-c' })).toBe('/pay?link=a_b-c')
    expect(loginThenBack('/pay?reservation=MS-7K3Q9D')).toBe(
      '/login?next=%2Fpay%3Freservation%3DMS-7K3Q9D#login-form',
    )
  })
})
