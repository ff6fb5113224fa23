import { describe, expect, it } from 'vitest'

import { locationNameIn, locationWithNamedPlace } from '@/booking/namedPlaces'
import {
  filterGroups,
  optionKey,
  placeNamed,
  queryWords,
  searchableGroups,
} from '@/components/booking/placeSearch'
import type { AreaGroup, AreaPlace, NamedOption } from '@/components/booking/types'
import { renderSms } from '@/notifications/render'

/** Decision 0137: visitors find a district by one of its hotels, landmarks or terminals. */

const hotel = (id: number, en: string, ar: string, aliases: string[] = []): NamedOption => ({
  id,
  names: { en, ar },
  aliases,
})

function place(code: string, en: string, ar: string, named?: NamedOption[]): AreaPlace {
  return {
    code,
    name: en,
    names: { en, ar },
    kind: 'area',
    isAirport: false,
    searchTerms: [],
    routes: [],
    ...(named ? { named } : {}),
  }
}

const AREAS: AreaGroup[] = [
  {
    code: 'CAI',
    name: 'Cairo',
    names: { en: 'Cairo', ar: 'القاهرة' },
    places: [
      place('cai-giza', 'Giza / Pyramids', 'الجيزة / الأهرامات', [
        hotel(1, 'Marriott Mena House', 'ماريوت مينا هاوس', ['Mena House', 'مينا هاوس']),
      ]),
      place('cai-zamalek', 'Zamalek', 'الزمالك', [
        hotel(2, 'Sofitel Gezirah', 'سوفيتيل الجزيرة', ['Sofitel El Gezirah']),
      ]),
    ],
  },
  {
    code: 'HRG',
    name: 'Hurghada',
    names: { en: 'Hurghada', ar: 'الغردقة' },
    places: [
      place('hrg-sahl-hasheesh', 'Sahl Hasheesh', 'سهل حشيش'),
      place('hrg-hotels', 'Hotels road', 'طريق الفنادق', [
        hotel(3, 'Steigenberger Al Dau Beach', 'شتايجنبرجر الضو بيتش', ['Al-Dau']),
        hotel(4, 'Hurghada Marriott Beach Resort', 'ماريوت الغردقة', []),
      ]),
    ],
  },
]

const groups = searchableGroups(AREAS)
/** What the list shows for a query: each option as "name — place" or the place alone. */
const shown = (query: string) =>
  filterGroups(groups, query).flatMap((group) =>
    group.places.map((option) =>
      option.chosenName ? `${option.chosenName.names.en} — ${option.names.en}` : option.names.en,
    ),
  )

describe('hotel search', () => {
  it('lists a hotel by its name, with the priced place after it', () => {
    expect(shown('Marriott')).toEqual([
      'Marriott Mena House — Giza / Pyramids',
      'Hurghada Marriott Beach Resort — Hotels road',
    ])
    expect(shown('mena house')).toEqual(['Marriott Mena House — Giza / Pyramids'])
    expect(shown('MENA-HOUSE')).toEqual(['Marriott Mena House — Giza / Pyramids'])
  })

  it('finds it in Arabic, with or without diacritics and letter variants', () => {
    expect(shown('ماريوت')).toEqual([
      'Marriott Mena House — Giza / Pyramids',
      'Hurghada Marriott Beach Resort — Hotels road',
    ])
    expect(shown('مينا هاوس')).toEqual(['Marriott Mena House — Giza / Pyramids'])
    expect(shown('مِينَا هاوْس')).toEqual(['Marriott Mena House — Giza / Pyramids'])
    expect(shown('ماريوت الغردقه')).toEqual(['Hurghada Marriott Beach Resort — Hotels road'])
  })

  it('takes common Latin spellings: the article el / al, hyphens, run-together words', () => {
    expect(queryWords('El-Dau')).toEqual(['dau'])
    expect(queryWords('al')).toEqual(['al'])
    for (const query of ['al dau', 'El Dau', 'Al-Dau', 'aldau', 'steigenberger dau'])
      expect(shown(query), query).toEqual(['Steigenberger Al Dau Beach — Hotels road'])
    expect(shown('Sofitel Gezirah')).toEqual(['Sofitel Gezirah — Zamalek'])
  })

  it('does not list hotels until something is typed, nor for a district name', () => {
    expect(shown('')).toEqual(['Giza / Pyramids', 'Zamalek', 'Sahl Hasheesh', 'Hotels road'])
    expect(shown('giza')).toEqual(['Giza / Pyramids'])
  })

  it('chooses the priced place and keeps the named place beside it', () => {
    const option = filterGroups(groups, 'mena')[0]!.places[0]!
    expect(option.code).toBe('cai-giza')
    expect(option.chosenName?.id).toBe(1)
    expect(optionKey(option)).toBe('cai-giza-1')
    expect(optionKey(groups[0]!.places[0]!)).toBe('cai-giza')
  })

  it('takes a hotel name typed out in full as chosen', () => {
    expect(placeNamed(groups, 'marriott mena house')?.chosenName?.id).toBe(1)
    expect(placeNamed(groups, 'ماريوت مينا هاوس')?.code).toBe('cai-giza')
    expect(placeNamed(groups, 'Zamalek')?.chosenName).toBeUndefined()
    expect(placeNamed(groups, 'Marriott')).toBeNull()
  })
})

describe('the location name a reservation keeps', () => {
  const mena = {
    id: 1,
    placeCode: 'cai-giza',
    names: { en: 'Marriott Mena House', ar: 'ماريوت مينا هاوس' },
  }

  it('is the named place when the customer wrote nothing', () => {
    expect(locationWithNamedPlace(null, mena, 'ar')).toBe('ماريوت مينا هاوس')
    expect(locationWithNamedPlace(null, mena, 'en')).toBe('Marriott Mena House')
  })

  it("keeps the customer's text when it names the place, else puts the name before it", () => {
    expect(locationWithNamedPlace('marriott mena house, room 412', mena, 'en')).toBe(
      'marriott mena house, room 412',
    )
    expect(locationWithNamedPlace('Room 412', mena, 'en')).toBe('Marriott Mena House, Room 412')
    expect(locationWithNamedPlace('غرفة 412', mena, 'ar')).toBe('ماريوت مينا هاوس، غرفة 412')
  })
})

describe("the location name in the reader's language (issue 42 item 7; decision 0171)", () => {
  const listed = [
    {
      names: { en: 'Marriott Mena House', ar: 'ماريوت مينا هاوس' },
      aliases: ['Mena House', 'مينا هاوس'],
    },
    {
      names: { en: 'Cairo Marriott Hotel', ar: 'فندق ماريوت القاهرة' },
      aliases: ['Marriott Zamalek'],
    },
  ]

  it('names a listed hotel booked in English with its Arabic name for an Arabic reader', () => {
    expect(locationNameIn('Marriott Mena House', listed, 'ar')).toBe('ماريوت مينا هاوس')
    // The rest of the text stays as typed; the case of the booked text does not matter.
    expect(locationNameIn('marriott mena house, room 412', listed, 'ar')).toBe(
      'ماريوت مينا هاوس, room 412',
    )
    // Another spelling of the list counts; of two names in the text, the longest wins.
    expect(locationNameIn('Mena House gate 2', listed, 'ar')).toBe('ماريوت مينا هاوس gate 2')
    expect(locationNameIn('Marriott Zamalek', listed, 'ar')).toBe('فندق ماريوت القاهرة')
  })

  it('names one booked in Arabic with its English name for an English reader', () => {
    expect(locationNameIn('ماريوت مينا هاوس، غرفة 412', listed, 'en')).toBe(
      'Marriott Mena House، غرفة 412',
    )
    expect(locationNameIn('مينا هاوس', listed, 'en')).toBe('Marriott Mena House')
  })

  it('leaves a text that reads right already, names no listed place, or only part of a word', () => {
    expect(locationNameIn('Marriott Mena House', listed, 'en')).toBe('Marriott Mena House')
    expect(locationNameIn('ماريوت مينا هاوس', listed, 'ar')).toBe('ماريوت مينا هاوس')
    expect(locationNameIn('12 Nile Street', listed, 'ar')).toBe('12 Nile Street')
    expect(locationNameIn('Mena Houses estate', listed, 'ar')).toBe('Mena Houses estate')
    expect(locationNameIn(null, listed, 'ar')).toBeNull()
    expect(locationNameIn('Marriott Mena House', [], 'ar')).toBe('Marriott Mena House')
    // A listed place with no Arabic name of its own (its Arabic falls back to the English).
    const englishOnly = [{ names: { en: 'Nile View', ar: 'Nile View' }, aliases: [] }]
    expect(locationNameIn('Nile View', englishOnly, 'ar')).toBe('Nile View')
  })

  it("the driver's SMS in Arabic names the hotel in Arabic", () => {
    const sms = renderSms('driver-dispatched', 'ar', {
      reservationNumber: 'MS-7K3Q9D',
      leg: 'outbound',
      pickupAt: '2026-12-10T10:00',
      from: {
        names: { en: 'Giza Pyramids area', ar: 'منطقة الأهرامات' },
        locationName: 'Marriott Mena House',
        named: listed,
      },
      to: {
        names: { en: 'Cairo International Airport', ar: 'مطار القاهرة الدولي' },
        locationName: null,
        named: [],
      },
      url: 'https://masar.example/ar/driver?token=x',
    })
    expect(sms.text).toContain('ماريوت مينا هاوس')
    expect(sms.text).not.toContain('Marriott')
  })
})
