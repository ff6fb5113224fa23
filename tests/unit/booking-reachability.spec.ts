import { describe, expect, it } from 'vitest'

import { filterGroups, placeNamed, searchableGroups } from '@/components/booking/placeSearch'
import { dropoffChoices, routeStatus } from '@/components/booking/reachability'
import type { AreaGroup, AreaPlace } from '@/components/booking/types'

function place(
  code: string,
  en: string,
  routes: [string, boolean][] = [],
  isAirport = false,
): AreaPlace {
  return {
    code,
    name: en,
    names: { en, ar: en },
    kind: isAirport ? 'airport' : 'area',
    isAirport,
    searchTerms: [],
    routes: routes.map(([to, roundTrip]) => ({ to, roundTrip })),
  }
}

const AREAS: AreaGroup[] = [
  {
    code: 'CAI',
    name: 'Cairo',
    names: { en: 'Cairo', ar: 'القاهرة' },
    places: [
      place(
        'cai-airport',
        'Cairo Airport',
        [
          ['cai-zamalek', true],
          ['cai-giza', false],
        ],
        true,
      ),
      place('cai-zamalek', 'Zamalek', [['cai-airport', true]]),
      place('cai-giza', 'Giza'),
      place('cai-maadi', 'Maadi', [['hrg-gouna', true]]),
    ],
  },
  {
    code: 'HRG',
    name: 'Hurghada',
    names: { en: 'Hurghada', ar: 'الغردقة' },
    places: [
      place('hrg-airport', 'Hurghada Airport', [['hrg-gouna', true]], true),
      place('hrg-gouna', 'El Gouna', [['hrg-airport', true]]),
    ],
  },
]
const GROUPS = searchableGroups(AREAS)
const codes = (groups: ReturnType<typeof searchableGroups>) =>
  groups.map((group) => [
    group.code,
    group.places.map((p) => `${p.code}${p.unavailable ? ' (no price)' : ''}`),
  ])

describe('dropoffChoices', () => {
  it('offers the priced places from the pickup first, the others marked in a last group, never the pickup', () => {
    const list = dropoffChoices(GROUPS, GROUPS, 'cai-airport', 'one-way', 'No fixed price')
    expect(codes(list)).toEqual([
      ['CAI', ['cai-zamalek', 'cai-giza']],
      ['unpriced', ['cai-maadi (no price)', 'hrg-airport (no price)', 'hrg-gouna (no price)']],
    ])
    expect(list.at(-1)!.names.en).toBe('No fixed price')
    expect(list.flatMap((g) => g.places).some((p) => p.code === 'cai-airport')).toBe(false)
  })

  it('offers for a round trip only the places priced both ways', () => {
    const list = dropoffChoices(GROUPS, GROUPS, 'cai-airport', 'round-trip', 'No fixed price')
    expect(codes(list)[0]).toEqual(['CAI', ['cai-zamalek']])
    expect(codes(list)[1]![1]).toContain('cai-giza (no price)')
  })

  it("puts the pickup's region first among the priced places", () => {
    const list = dropoffChoices(GROUPS, GROUPS, 'cai-maadi', 'one-way', 'x')
    expect(codes(list)[0]).toEqual(['HRG', ['hrg-gouna']])
    const fromGouna = dropoffChoices(GROUPS, GROUPS, 'hrg-gouna', 'one-way', 'x')
    expect(codes(fromGouna)[0]).toEqual(['HRG', ['hrg-airport']])
  })

  it('without a known pickup, lists every place but the pickup', () => {
    expect(codes(dropoffChoices(GROUPS, GROUPS, '', 'one-way', 'x'))).toEqual(codes(GROUPS))
    const unknown = dropoffChoices(GROUPS, GROUPS, 'nowhere', 'one-way', 'x')
    expect(unknown.flatMap((g) => g.places).every((p) => !p.unavailable)).toBe(true)
  })
})

describe('the place search over unavailable places', () => {
  const list = dropoffChoices(GROUPS, GROUPS, 'cai-airport', 'one-way', 'No fixed price')

  it('shows them only to a visitor who searches for one', () => {
    expect(codes(filterGroups(list, ''))).toEqual([['CAI', ['cai-zamalek', 'cai-giza']]])
    expect(codes(filterGroups(list, 'gouna'))).toEqual([['unpriced', ['hrg-gouna (no price)']]])
  })

  it('shows them all when nothing is available, and never takes one typed in full', () => {
    const nothing = dropoffChoices(GROUPS, GROUPS, 'cai-giza', 'one-way', 'x')
    expect(filterGroups(nothing, '').flatMap((g) => g.places)).toHaveLength(5)
    expect(placeNamed(list, 'El Gouna')).toBeNull()
    expect(placeNamed(list, 'zamalek')?.code).toBe('cai-zamalek')
  })
})

describe('routeStatus', () => {
  it.each([
    ['', 'cai-zamalek', 'one-way', { status: 'unknown' }],
    ['cai-airport', '', 'one-way', { status: 'unknown' }],
    ['cai-airport', 'cai-zamalek', 'round-trip', { status: 'priced' }],
    ['cai-airport', 'cai-giza', 'one-way', { status: 'priced' }],
    ['cai-airport', 'cai-giza', 'round-trip', { status: 'unpriced', oneWayOnly: true }],
    ['cai-airport', 'hrg-gouna', 'one-way', { status: 'unpriced', oneWayOnly: false }],
    ['cai-giza', 'cai-airport', 'one-way', { status: 'nowhere' }],
    ['cai-giza', '', 'one-way', { status: 'nowhere' }],
  ] as const)('%s -> %s (%s) is %j', (pickup, dropoff, tripType, expected) => {
    expect(routeStatus(GROUPS, pickup, dropoff, tripType)).toEqual(expected)
  })
})
