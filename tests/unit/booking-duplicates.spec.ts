import { describe, expect, it } from 'vitest'

import {
  DUPLICATE_WINDOW_HOURS,
  type EarlierBooking,
  findDuplicate,
  isOpen,
  isSameTrip,
  type TripIdentity,
} from '@/booking/duplicateBooking'
import { RESERVATION_STATUSES } from '@/booking/status'

const NOW = new Date('2026-04-23T08:00:00Z')
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000)

/** Cairo airport to Zamalek on 10 May 2026, 14:30 Cairo time, in a Corolla. */
const TRIP: TripIdentity = {
  tripType: 'one-way',
  pickup: 'cai-airport',
  dropoff: 'cai-zamalek',
  pickupAt: new Date('2026-05-10T11:30:00Z'),
  returnAt: null,
  carType: 'corolla',
}

const ROUND_TRIP: TripIdentity = {
  ...TRIP,
  tripType: 'round-trip',
  returnAt: new Date('2026-05-17T06:00:00Z'),
}

const earlier = (overrides: Partial<EarlierBooking> = {}): EarlierBooking => ({
  ...TRIP,
  reservationNumber: 'MS-7K3Q9D',
  status: 'cash-not-sent',
  createdAt: hoursAgo(1),
  ...overrides,
})

describe('isSameTrip', () => {
  it('is the same trip when type, places, times and car are the same', () => {
    expect(isSameTrip(TRIP, { ...TRIP })).toBe(true)
    // Other Date objects for the same instants.
    expect(
      isSameTrip(ROUND_TRIP, {
        ...ROUND_TRIP,
        pickupAt: new Date(ROUND_TRIP.pickupAt.getTime()),
        returnAt: new Date(ROUND_TRIP.returnAt!.getTime()),
      }),
    ).toBe(true)
  })

  it.each([
    ['another car', { carType: 'caddy' }],
    ['another pickup time', { pickupAt: new Date('2026-05-10T11:45:00Z') }],
    ['another pickup place', { pickup: 'cai-maadi' }],
    ['another drop-off place', { dropoff: 'cai-maadi' }],
    ['the places the other way round', { pickup: 'cai-zamalek', dropoff: 'cai-airport' }],
    ['a round trip', { tripType: 'round-trip', returnAt: new Date('2026-05-17T06:00:00Z') }],
  ] as const)('is another trip with %s', (_name, change) => {
    expect(isSameTrip(TRIP, { ...TRIP, ...change })).toBe(false)
    expect(isSameTrip({ ...TRIP, ...change }, TRIP)).toBe(false)
  })

  it('compares the return time of a round trip', () => {
    expect(
      isSameTrip(ROUND_TRIP, { ...ROUND_TRIP, returnAt: new Date('2026-05-18T06:00:00Z') }),
    ).toBe(false)
    expect(isSameTrip(ROUND_TRIP, { ...ROUND_TRIP, returnAt: null })).toBe(false)
  })
})

describe('findDuplicate', () => {
  it('finds an open booking of the same trip made within the window', () => {
    expect(findDuplicate(TRIP, [earlier()], NOW)?.reservationNumber).toBe('MS-7K3Q9D')
  })

  it('counts every status but fail and cancelled, completed (sent to operations) included', () => {
    const open = RESERVATION_STATUSES.filter(isOpen)
    expect(open).toEqual(['pending', 'paid-not-sent', 'cash-not-sent', 'completed'])
    for (const status of RESERVATION_STATUSES) {
      const found = findDuplicate(TRIP, [earlier({ status })], NOW)
      expect(found === null, status).toBe(status === 'fail' || status === 'cancelled')
    }
  })

  it(`looks back ${DUPLICATE_WINDOW_HOURS} hours from the earlier booking's creation`, () => {
    expect(findDuplicate(TRIP, [earlier({ createdAt: hoursAgo(23.9) })], NOW)).not.toBeNull()
    expect(findDuplicate(TRIP, [earlier({ createdAt: hoursAgo(24) })], NOW)).toBeNull()
    expect(findDuplicate(TRIP, [earlier({ createdAt: hoursAgo(72) })], NOW)).toBeNull()
  })

  it('ignores other trips and names the newest of several duplicates', () => {
    const found = findDuplicate(
      TRIP,
      [
        earlier({ reservationNumber: 'MS-OTHER2', carType: 'hiace', createdAt: hoursAgo(0.1) }),
        earlier({ reservationNumber: 'MS-OLDER2', createdAt: hoursAgo(5) }),
        earlier({ reservationNumber: 'MS-NEWER2', createdAt: hoursAgo(2) }),
        earlier({ reservationNumber: 'MS-FAILED', status: 'fail', createdAt: hoursAgo(0.5) }),
      ],
      NOW,
    )
    expect(found?.reservationNumber).toBe('MS-NEWER2')
    expect(findDuplicate(TRIP, [], NOW)).toBeNull()
  })
})
