import { describe, expect, it } from 'vitest'

import { csvField, csvHead, csvLines, toCsv } from '@/backoffice/csv'
import { driverInput, legsOf, sameAssignment } from '@/backoffice/dispatch'
import { listQuery, listRow, shiftDay } from '@/backoffice/reservationList'
import { exportPageSql, listIdsSql, listTotalsSql, searchPlan } from '@/backoffice/reservationSql'
import { exportHeader, exportLine } from '@/backoffice/reservationsExport'
import { buildRunSheet, runSheetCsv, type RunSheetReservation } from '@/backoffice/runSheet'
import { cleanReason, transitionFailure } from '@/backoffice/staffActions'
import { transition } from '@/booking/status'
import { renderEmail, renderSms } from '@/notifications/render'

const BOM = '\uFEFF'
const LRI = '\u2066'
const FSI = '\u2068'
const PDI = '\u2069'

describe('CSV', () => {
  it('quotes commas, quotes, line breaks and edge spaces, and starts with a byte order mark', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\r')).toBe('"cr\r"')
    expect(csvField(' padded')).toBe('" padded"')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
    expect(csvField(0)).toBe('0')
    expect(csvField('مطار القاهرة، الصالة ٣')).toBe('مطار القاهرة، الصالة ٣')
    const file = toCsv(['a', 'b'], [['1', 'x,y']])
    expect(file).toBe(`${BOM}a,b\r\n1,"x,y"\r\n`)
  })

  it('keeps a spreadsheet from running a cell as a formula, but leaves phone numbers and negatives', () => {
    expect(csvField('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)")
    expect(csvField('@cmd')).toBe("'@cmd")
    expect(csvField('+cmd|x')).toBe("'+cmd|x")
    expect(csvField('-2+3+cmd')).toBe("'-2+3+cmd")
    expect(csvField('\tx')).toBe("'\tx")
    expect(csvField('+201001234567')).toBe('+201001234567')
    expect(csvField('+20 100 123 4567')).toBe('+20 100 123 4567')
    expect(csvField('-5')).toBe('-5')
    expect(csvField('=1,"2"')).toBe('"\'=1,""2"""')
  })
})

describe('driver dispatch rules', () => {
  it('reads a driver as staff type it: national or international mobile, any script of plate', () => {
    expect(
      driverInput.parse({
        name: '  Ahmed \u200f Samir ',
        mobile: '٠١٠٠ ١٢٣ ٤٥٦٧',
        plate: 'ن  ط ق ١٢٣٤',
      }),
    ).toEqual({ name: 'Ahmed Samir', mobile: '+201001234567', plate: 'ن ط ق ١٢٣٤' })
    expect(
      driverInput.parse({ name: 'Li', mobile: '07911 123456', country: 'GB', plate: 'ab-12 cd' }),
    ).toEqual({ name: 'Li', mobile: '+447911123456', plate: 'AB-12 CD' })
    const issue = (value: Record<string, unknown>) =>
      driverInput.safeParse({ name: 'Ahmed', mobile: '01001234567', plate: 'XY 1', ...value }).error
        ?.issues[0]?.message
    expect(issue({ mobile: '0100' })).toBe('backoffice.errors.driverMobileInvalid')
    expect(issue({ mobile: 12 })).toBe('backoffice.errors.driverMobileInvalid')
    expect(issue({ name: 'A' })).toBe('backoffice.errors.driverNameRequired')
    expect(issue({ plate: '-' })).toBe('backoffice.errors.vehiclePlateInvalid')
    expect(issue({ plate: 'X'.repeat(17) })).toBe('backoffice.errors.vehiclePlateInvalid')
    expect(issue({ plate: '<b>1</b>' })).toBe('backoffice.errors.vehiclePlateInvalid')
  })

  it('knows the legs of a trip and when an assignment changes nothing', () => {
    expect(legsOf('one-way')).toEqual(['outbound'])
    expect(legsOf('round-trip')).toEqual(['outbound', 'return'])
    const next = { name: 'A B', mobile: '+201001234567', plate: 'XY 1' }
    expect(sameAssignment(null, next)).toBe(false)
    expect(
      sameAssignment(
        { driverName: 'A B', driverMobile: '+201001234567', vehiclePlate: 'XY 1' },
        next,
      ),
    ).toBe(true)
    expect(
      sameAssignment(
        { driverName: 'A B', driverMobile: '+201001234567', vehiclePlate: 'XY 2' },
        next,
      ),
    ).toBe(false)
  })
})

describe('staff transitions', () => {
  it('cleans the reason and reads the state machine refusals', () => {
    expect(cleanReason('  a \n b ')).toBe('a b')
    expect(cleanReason(undefined)).toBe('')
    expect(cleanReason('x'.repeat(600))).toHaveLength(500)
    const at = new Date()
    const refused = transition('fail', 'cancelled', {
      by: { type: 'staff', id: 1 },
      reason: 'x',
      at,
    })
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(transitionFailure(refused.refusal).code).toBe('transition-not-allowed')
  })
})

describe('the list query', () => {
  it('turns filters into SQL on Cairo days, region places, car, payment and search', () => {
    const query = listQuery.parse({
      status: 'paid-not-sent,cash-not-sent',
      from: '2026-04-23',
      to: '2026-04-24',
      region: 'CAI',
      car: 'h1',
      paymentType: 'card',
      q: 'MS-7K3Q9D',
    })
    expect(query).toMatchObject({ sort: '-created', page: 1, limit: 25 })
    const { text, values } = listTotalsSql(query, ['cai-airport', 'zamalek'])
    expect(text).toContain('r.status = any(')
    expect(text).toContain('r.exec_date >= ')
    expect(text).toContain('r.pickup_code = any(')
    expect(values).toEqual(
      expect.arrayContaining([
        'MS-7K3Q9D',
        ['paid-not-sent', 'cash-not-sent'],
        // Cairo midnight, UTC+2 on 23 April 2026 ...
        '2026-04-22T22:00:00.000Z',
        // ... and after the last day, UTC+3: summer time began on 24 April 2026 (last Friday).
        '2026-04-24T21:00:00.000Z',
        ['cai-airport', 'zamalek'],
        'h1',
        'card',
      ]),
    )
    // Every placeholder has its value.
    const placeholders = new Set(text.match(/\$\d+/g))
    expect(placeholders.size).toBe(values.length)
    expect(listTotalsSql(listQuery.parse({})).values).toEqual([])
    expect(listTotalsSql(listQuery.parse({})).text).not.toContain('where')
    // An unknown region finds nothing rather than everything.
    expect(listTotalsSql(listQuery.parse({ region: 'XXX' }), []).text).toContain('where false')
    // A search's exact matches come first, then the list's order.
    expect(listIdsSql(listQuery.parse({ q: 'Laila', sort: 'pickup' })).text).toContain(
      'order by h.exact desc, r.exec_date asc',
    )
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01')
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('searches a phone typed in any form as its E.164 number and digits, never as words', () => {
    expect(searchPlan('0100 123 4567')).toEqual({
      number: null,
      phone: '+201001234567',
      email: null,
      digits: '1001234567',
      words: [],
    })
    // Eight digits that also make a whole number (an Alexandria landline) are still part of a
    // mobile: the landline exactly, then the numbers holding them.
    expect(searchPlan('34567890')).toMatchObject({ phone: '+2034567890', digits: '34567890' })
    // A number typed in international form is that number only.
    expect(searchPlan('+20 100 123 4567')).toMatchObject({ phone: '+201001234567', digits: null })
    expect(searchPlan('٠١٠٠ ١٢٣ ٤٥٦٧')?.phone).toBe('+201001234567')
    expect(searchPlan('0100 123')).toMatchObject({ phone: null, digits: '100123', words: [] })
    expect(searchPlan('ms 7k3q9d')).toMatchObject({ number: 'MS-7K3Q9D', words: [] })
    expect(searchPlan('MS7K3Q9D')).toMatchObject({ number: 'MS-7K3Q9D', words: [] })
    expect(searchPlan('Msherafa')).toMatchObject({ number: 'MS-HERAFA', words: ['Msherafa'] })
    // Six letters may be a number and a name.
    expect(searchPlan('Hassan')).toMatchObject({ number: 'MS-HASSAN', words: ['Hassan'] })
    expect(searchPlan('Laila@Example.com')).toMatchObject({
      email: 'laila@example.com',
      words: [],
    })
    expect(searchPlan('ليلى  حسن')?.words).toEqual(['ليلى', 'حسن'])
    expect(listTotalsSql(listQuery.parse({ q: '50%_off' })).values).toContain('%50\\%\\_off%')
    expect(searchPlan('  ')).toBeNull()
  })

  it('refuses what is not a filter', () => {
    const bad = (value: Record<string, unknown>) => listQuery.safeParse(value).success
    expect(bad({ status: 'lost' })).toBe(false)
    expect(bad({ from: '2026-02-30' })).toBe(false)
    expect(bad({ from: '2026-05-02', to: '2026-05-01' })).toBe(false)
    expect(bad({ limit: 1000 })).toBe(false)
    expect(bad({ page: 0 })).toBe(false)
    expect(bad({ sort: 'customer' })).toBe(false)
    expect(bad({ paymentType: 'cheque' })).toBe(false)
    expect(bad({ page: '2', limit: '50', sort: 'pickup' })).toBe(true)
  })

  it('makes a row with Cairo time, the staff colour and the reader’s language', () => {
    const row = listRow(
      {
        reservationNumber: 'MS-1',
        status: 'cash-not-sent',
        paymentType: 'cash',
        execDate: '2026-11-24T07:30:00.000Z',
        execLocal: '2026-11-24T09:30',
        pickup: { en: 'Cairo Airport', ar: 'مطار القاهرة' },
        dropoff: { en: 'Zamalek', ar: 'الزمالك' },
        car: { en: 'Hyundai H1', ar: 'هيونداي H1' },
        price: 125050,
        customer: { name: 'Laila', email: 'l@example.com', mobile: '+201001234567' },
      },
      'ar',
    )
    expect(row).toMatchObject({
      pickupAt: '2026-11-24T09:30',
      route: { from: 'مطار القاهرة', to: 'الزمالك' },
      car: 'هيونداي H1',
      colour: 'orange',
      price: 125050,
    })
    expect(row.pickupText).toMatch(/٩:٣٠/)
  })
})

describe('the CSV export', () => {
  const round = {
    reservationNumber: 'MS-1',
    status: 'cash-not-sent',
    tripType: 'round-trip',
    paymentType: 'cash',
    price: 125050,
    createdAt: '2026-11-20T10:00:00.000Z',
    execDate: '2026-11-24T07:30:00.000Z',
    returningDate: '2026-11-30T18:00:00.000Z',
    pickup: { en: 'Cairo Airport', ar: 'مطار القاهرة', locationName: null },
    dropoff: { en: 'Zamalek', ar: 'الزمالك', locationName: 'Marriott, 16 Saray El Gezira' },
    car: { en: 'Hyundai H1', ar: 'هيونداي H1' },
    persons: 3,
    luggages: 4,
    arrivalFlightNumber: 'MS 985',
    departureFlightNumber: 'MS 986',
    isAnotherPassengers: true,
    passengerName: 'Omar',
    passengerPhone: '+201119876543',
    notes: '=HYPERLINK("x") child seat',
    customer: { name: 'Laila', mobile: '+201001234567', email: 'l@example.com' },
    dispatch: {
      outbound: { driverName: 'Karim', driverMobile: '+201007654321', vehiclePlate: 'ن ط ق 1' },
      return: { driverName: 'Mona', driverMobile: '+201001112223', vehiclePlate: 'XY 42' },
    },
  } as const

  it('writes both legs, the passenger, places, notes, drivers and money in the reader’s language', () => {
    const en = csvHead(exportHeader('en')) + csvLines([exportLine(round, 'en')])
    expect(en.startsWith(`${BOM}Reservation,Status,Payment,Paid with,Price (EGP),Trip,`)).toBe(true)
    // A card booking names what the money was taken with: a card or a mobile wallet.
    const wallet = exportLine(
      { ...round, status: 'paid-not-sent', paymentType: 'card', paidWith: 'wallet' },
      'en',
    )
    expect(wallet.slice(2, 4)).toEqual(['Card', 'Mobile wallet'])
    expect(
      exportLine({ ...round, paymentType: 'card', paidWith: 'wallet' }, 'ar').slice(2, 4),
    ).toEqual(['بطاقة', 'محفظة إلكترونية'])
    expect(en).toContain(
      'MS-1,"Cash, not sent",Cash,,1250.50,Round trip,2026-11-24 09:30,MS 985,2026-11-30 20:00,MS 986,Laila,l@example.com,+201001234567,Omar,+201119876543,3,4,Hyundai H1,Cairo Airport,,Zamalek,"Marriott, 16 Saray El Gezira",',
    )
    // A note a spreadsheet would run as a formula is written as text.
    expect(en).toContain(`,"'=HYPERLINK(""x"") child seat",,,Karim,+201007654321,ن ط ق 1,Mona,`)
    expect(en.endsWith(',2026-11-20 12:00,,\r\n')).toBe(true)
    // A promo code and its discount close the line.
    const promo = exportLine(
      { ...round, price: 112545, promo: { code: 'WELCOME10', discount: 12505 } },
      'en',
    )
    expect(promo.slice(-2)).toEqual(['WELCOME10', '125.05'])
    expect(exportHeader('ar').slice(-2)).toEqual(['رمز الخصم', 'خصم الرمز (جنيه)'])
    const ar = csvHead(exportHeader('ar')) + csvLines([exportLine(round, 'ar')])
    expect(ar.startsWith(`${BOM}الحجز,الحالة,الدفع,وسيلة الدفع,السعر (جنيه),`)).toBe(true)
    expect(ar).toContain('MS-1,نقدي، لم يُرسل,نقدًا,,1250.50,')
    expect(ar).toContain(',هيونداي H1,مطار القاهرة,,الزمالك,')
    // A one-way trip has no return time nor return driver.
    const oneWay = exportLine({ ...round, tripType: 'one-way', departureFlightNumber: null }, 'en')
    expect(oneWay[8]).toBeNull()
    expect(oneWay.slice(28, 31)).toEqual([null, null, null])
    expect(exportHeader('en')).toHaveLength(exportLine(round, 'en').length)
  })

  it('writes the extras and their total beside the notes, in the reader’s language', () => {
    const extras = [
      { nameEn: 'Child seat', nameAr: 'مقعد أطفال', quantity: 2, total: 60000 },
      { nameEn: 'Name sign', nameAr: 'لافتة بالاسم', quantity: 1, total: 0 },
    ]
    const header = exportHeader('en')
    const line = exportLine({ ...round, extras }, 'en')
    expect(line[header.indexOf('Extras')]).toBe('2 × Child seat, 1 × Name sign')
    expect(line[header.indexOf('Extras (EGP)')]).toBe('600')
    const arabic = exportLine({ ...round, extras }, 'ar')
    expect(arabic[exportHeader('ar').indexOf('الإضافات')]).toBe('2 × مقعد أطفال، 1 × لافتة بالاسم')
    // Without extras both stay empty.
    expect(exportLine(round, 'en')[header.indexOf('Extras')]).toBeNull()
    const sheet = buildRunSheet([{ ...round, status: 'paid-not-sent', extras }], '2026-11-24', 'en')
    expect(sheet.entries[0]?.extras).toBe('2 × Child seat, 1 × Name sign')
    expect(runSheetCsv(sheet, 'en')).toContain(',"2 × Child seat, 1 × Name sign"')
  })

  it('pages through the list’s own filter by keyset on the sort column and id', () => {
    const placeholdersMatch = ({ text, values }: { text: string; values: unknown[] }) =>
      expect(new Set(text.match(/\$\d+/g)).size).toBe(values.length)
    const query = listQuery.parse({ status: 'paid-not-sent', car: 'h1' })
    const first = exportPageSql(query, undefined, { after: null, limit: 250 })
    expect(first.text).toContain('r.status = any(')
    expect(first.text).toContain('order by r.created_at desc, r.id desc limit')
    expect(first.values).toEqual([['paid-not-sent'], 'h1', 250])
    placeholdersMatch(first)
    // After a cursor: a bound the column's index starts from, then past the cursor's ties.
    const next = exportPageSql(query, undefined, {
      after: { key: '2026-11-24 09:30:00+02', id: 41 },
      limit: 250,
    })
    expect(next.text).toContain('r.created_at <= $3 and (r.created_at < $3 or r.id < $4)')
    expect(next.values).toEqual([['paid-not-sent'], 'h1', '2026-11-24 09:30:00+02', 41, 250])
    placeholdersMatch(next)
    const pickup = exportPageSql(listQuery.parse({ sort: 'pickup' }), undefined, {
      after: { key: '2026-11-24 09:30:00+02', id: 41 },
      limit: 250,
    })
    expect(pickup.text).toContain('where r.exec_date >= $1 and (r.exec_date > $1 or r.id > $2)')
    expect(pickup.text).toContain('order by r.exec_date asc, r.id asc')
    // A reservation number is unique: it alone places a row.
    const number = exportPageSql(listQuery.parse({ sort: '-number' }), undefined, {
      after: { key: 'MS-7K3Q9D', id: 41 },
      limit: 250,
    })
    expect(number.text).toContain('where r.reservation_number < $1 order by')
    expect(number.values).toEqual(['MS-7K3Q9D', 250])
    // The region filter as the list reads it (no such region: nothing).
    expect(
      exportPageSql(listQuery.parse({ region: 'XXX' }), [], { after: null, limit: 250 }).text,
    ).toContain('where false')
    // A search is read once, in its order, through the list's own SQL, not by keyset.
    expect(() =>
      exportPageSql(listQuery.parse({ q: 'Laila' }), undefined, { after: null, limit: 250 }),
    ).toThrow()
    expect(
      listIdsSql(listQuery.parse({ q: 'Laila' }), undefined, { limit: null, offset: 0 }),
    ).toMatchObject({ values: expect.arrayContaining([null]) })
  })
})

describe('the run sheet', () => {
  const base: RunSheetReservation = {
    reservationNumber: 'MS-A',
    status: 'completed',
    tripType: 'one-way',
    execDate: '2026-10-29T20:30:00.000Z',
    pickup: { en: 'Cairo Airport', ar: 'مطار القاهرة', locationName: null },
    dropoff: { en: 'Zamalek', ar: 'الزمالك', locationName: 'Marriott' },
    car: { en: 'Toyota Corolla', ar: 'تويوتا كورولا' },
    persons: 2,
    luggages: 2,
    arrivalFlightNumber: 'MS 985',
    departureFlightNumber: null,
    customer: { name: 'Laila', mobile: '+201001234567' },
  }
  const at = (
    reservationNumber: string,
    execDate: string,
    extra: Partial<RunSheetReservation> = {},
  ) => ({
    ...base,
    reservationNumber,
    execDate,
    ...extra,
  })

  it('orders the night clocks go back by the real instant, and midnight starts the next day', () => {
    // 29 October 2026: 24:00 summer time becomes 23:00; 23:30 happens twice.
    const sheet = buildRunSheet(
      [
        at('MS-LATE', '2026-10-29T21:30:00.000Z'), // the second 23:30 (UTC+2)
        at('MS-EARLY', '2026-10-29T20:30:00.000Z'), // the first 23:30 (UTC+3)
        at('MS-NEXT', '2026-10-29T22:00:00.000Z'), // 00:00 on the 30th
        at('MS-MORNING', '2026-10-29T05:00:00.000Z'), // 08:00
      ],
      '2026-10-29',
      'en',
    )
    expect(sheet.entries.map((entry) => entry.reservationNumber)).toEqual([
      'MS-MORNING',
      'MS-EARLY',
      'MS-LATE',
    ])
    expect(sheet.entries.map((entry) => entry.pickupAt.slice(11))).toEqual([
      '08:00',
      '23:30',
      '23:30',
    ])
    expect(sheet.title).toMatch(/^Run sheet for .*29.*2026$/)
    const next = buildRunSheet([at('MS-NEXT', '2026-10-29T22:00:00.000Z')], '2026-10-30', 'en')
    expect(next.entries.map((entry) => entry.pickupAt)).toEqual(['2026-10-30T00:00'])
  })

  it('writes the Arabic sheet in Western digits and the 24-hour clock, as dispatchers read it', () => {
    const sheet = buildRunSheet([at('MS-EVENING', '2026-04-24T17:05:00.000Z')], '2026-04-24', 'ar')
    // 20:05 in Cairo (EEST), not '٨:٠٥ م'; the day named in Arabic with Western digits.
    expect(sheet.entries.map((entry) => entry.timeText)).toEqual(['20:05'])
    expect(sheet.title).toBe('جدول التشغيل ليوم الجمعة، 24 أبريل 2026')
    expect(sheet.title).not.toMatch(/[\u0660-\u0669]/)
  })

  it('puts each leg of a round trip on its own day, reversed, with its flight and driver', () => {
    const round = at('MS-ROUND', '2026-04-23T21:30:00.000Z', {
      tripType: 'round-trip',
      // 24 April 2026: 00:00 becomes 01:00; 22:00Z is 01:00 on the 24th.
      returningDate: '2026-04-23T22:00:00.000Z',
      departureFlightNumber: 'MS 986',
      isAnotherPassengers: true,
      passengerName: 'Omar',
      passengerPhone: '+201119876543',
      dispatch: {
        return: { driverName: 'Mona', driverMobile: '+447911123456', vehiclePlate: 'XY 42' },
      },
    })
    const cancelled = at('MS-GONE', '2026-04-23T10:00:00.000Z', { status: 'cancelled' })
    const pending = at('MS-WAIT', '2026-04-23T11:00:00.000Z', { status: 'pending' })
    const first = buildRunSheet([round, cancelled, pending], '2026-04-23', 'en')
    expect(first.entries).toHaveLength(1)
    expect(first.entries[0]).toMatchObject({
      leg: 'outbound',
      pickupAt: '2026-04-23T23:30',
      from: 'Cairo Airport',
      to: 'Zamalek',
      toDetail: 'Marriott',
      flight: 'MS 985',
      passenger: 'Omar',
      signName: 'Omar',
      // Grouped as Egyptians write a number (decision 0182), on the sheet and its CSV.
      phone: '+20 11 1987 6543',
      driver: null,
    })
    const second = buildRunSheet([round], '2026-04-24', 'ar')
    expect(second.entries).toHaveLength(1)
    expect(second.entries[0]).toMatchObject({
      leg: 'return',
      pickupAt: '2026-04-24T01:00',
      from: 'الزمالك',
      to: 'مطار القاهرة',
      flight: 'MS 986',
      driver: { name: 'Mona', mobile: '+44 7911 123456', plate: 'XY 42' },
    })
    const csv = runSheetCsv(second, 'ar')
    expect(csv.startsWith(`${BOM}الوقت,الرحلة,الحجز`)).toBe(true)
    expect(csv).toContain(
      '01:00,العودة,MS-ROUND,MS 986,Omar,Omar,+20 11 1987 6543,"الزمالك, Marriott",مطار القاهرة',
    )
    expect(csv).toContain(',Mona,+44 7911 123456,XY 42,')
    expect(runSheetCsv(first, 'en')).toContain(',Not assigned,,,')
    expect(buildRunSheet([round], '2026-04-25', 'en').entries).toEqual([])
  })
})

describe('the customer messages of the back office', () => {
  const driver = {
    reservationNumber: 'MS-7K3Q9D',
    name: 'Laila',
    leg: 'outbound' as const,
    pickupAt: '2026-11-24T09:30',
    driver: { name: 'Ahmed Samir', mobile: '+201001234567', plate: 'ن ط ق 1234' },
    changed: false,
    hotline: '+20 100 555 0123',
  }

  it('isolates the mobile, the plate and the number in Arabic; keeps a Latin English SMS plain', () => {
    const ar = renderSms('driver-assigned', 'ar', driver).text
    expect(ar).toContain(`${LRI}+20 10 0123 4567${PDI}`)
    expect(ar).toContain(`${FSI}ن ط ق 1234${PDI}`)
    expect(ar).toContain(`${FSI}MS-7K3Q9D${PDI}`)
    const en = renderSms('driver-assigned', 'en', {
      ...driver,
      driver: { ...driver.driver, plate: 'XY 42' },
    }).text
    expect(en).toMatch(/^[\x20-\x7E]+$/)
    expect(en).toContain('your driver is Ahmed Samir, +20 10 0123 4567, plate XY 42')
    // An Arabic plate inside English text keeps its order too.
    expect(renderSms('driver-assigned', 'en', driver).text).toContain(`${FSI}ن ط ق 1234${PDI}`)
    const changed = renderEmail('driver-assigned', 'en', {
      ...driver,
      changed: true,
      leg: 'return',
    })
    expect(changed.subject).toBe('Masar: your driver for booking MS-7K3Q9D has changed')
    expect(changed.text).toContain('Return trip on')
    expect(() =>
      renderSms('driver-assigned', 'en', {
        ...driver,
        driver: { ...driver.driver, mobile: '0100' },
      }),
    ).toThrow()
  })

  it('tells a cancellation with or without the refund', () => {
    const cancelled = {
      reservationNumber: 'MS-7K3Q9D',
      name: 'Laila',
      tripType: 'one-way' as const,
      pickup: { names: { en: 'Cairo Airport', ar: 'مطار القاهرة' }, locationName: null },
      dropoff: { names: { en: 'Zamalek', ar: 'الزمالك' }, locationName: 'Marriott' },
      execDate: '2026-11-24T09:30',
      hotline: '+20 100 555 0123',
      refundedAmount: null,
    }
    expect(renderSms('reservation-cancelled', 'en', cancelled).text).toBe(
      'Masar: booking MS-7K3Q9D is cancelled. Help: +20 100 555 0123',
    )
    const refunded = renderSms('reservation-cancelled', 'en', {
      ...cancelled,
      refundedAmount: 50000,
    })
    expect(refunded.text).toBe(
      'Masar: booking MS-7K3Q9D is cancelled and EGP 500 refunded to your card. Help: +20 100 555 0123',
    )
    const email = renderEmail('reservation-cancelled', 'ar', {
      ...cancelled,
      refundedAmount: 50000,
    })
    expect(email.subject).toContain('أُلغي الحجز')
    expect(email.text).toContain('رددنا')
  })
})
