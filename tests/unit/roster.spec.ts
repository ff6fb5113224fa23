import { describe, expect, it } from 'vitest'

import {
  capacityRefusal,
  driverRefusal,
  normalizePlate,
  vehicleCapacity,
  vehicleRefusal,
} from '@/fleet/roster'

describe('the roster (decision 0185)', () => {
  it('writes a plate one way: capitals, single spaces, bidi marks gone', () => {
    expect(normalizePlate('  abc\u00a0 1234 ')).toBe('ABC 1234')
    expect(normalizePlate('\u200fن ط ق 1234\u200f')).toBe('ن ط ق 1234')
    expect(normalizePlate('A')).toBeNull()
    expect(normalizePlate('ABC/1234')).toBeNull()
  })

  it('a driver drives while active and until the end of the licence expiry day', () => {
    const driver = { active: true, licenceExpiry: '2027-06-30' }
    expect(driverRefusal(driver, '2027-06-30')).toBeNull()
    expect(driverRefusal(driver, '2027-07-01')).toBe('licence-expired')
    expect(driverRefusal({ ...driver, active: false }, '2027-01-01')).toBe('inactive')
  })

  it('a vehicle goes out while active and registered; one with no registration day recorded too', () => {
    expect(vehicleRefusal({ active: true, licenceExpiry: null }, '2030-01-01')).toBeNull()
    expect(vehicleRefusal({ active: true, licenceExpiry: '2026-12-31' }, '2027-01-01')).toBe(
      'licence-expired',
    )
    expect(vehicleRefusal({ active: false }, '2027-01-01')).toBe('inactive')
  })

  it('a vehicle carries its own figures where recorded, else its car type', () => {
    const van = { persons: 10, luggages: 10 }
    expect(vehicleCapacity({ persons: null, luggages: null }, van)).toEqual(van)
    expect(vehicleCapacity({ persons: 8, luggages: null }, van)).toEqual({
      persons: 8,
      luggages: 10,
    })
  })

  it('refuses too few seats before too few bags, and takes a party that fits exactly', () => {
    const corolla = { persons: 4, luggages: 3 }
    expect(capacityRefusal(corolla, { persons: 4, luggages: 3 })).toBeNull()
    expect(capacityRefusal(corolla, { persons: 6, luggages: 5 })).toBe('too-few-seats')
    expect(capacityRefusal(corolla, { persons: 2, luggages: 4 })).toBe('too-few-bags')
  })
})
