import { expect, type Page } from '@playwright/test'

import { codeSentTo } from './outboxDb'

/**
 * A customer's booking through the real screens, for the end-to-end tests that need one: a
 * verified customer signed up in the page's browser, then Zamalek to Cairo airport in cash.
 */

export type Locale = 'en' | 'ar'

let serial = 0
function customer() {
  serial += 1
  // Two digits of the serial whatever the count (a tenth customer made 012 + nine digits, refused).
  const digits =
    String(Date.now() % 1e6).padStart(6, '0') + String((serial + 90) % 100).padStart(2, '0')
  return {
    name: `Traveller Tester ${serial}`,
    email: `traveller.${digits}@example.com`,
    mobile: `012${digits}`,
    e164: `+2012${digits}`,
  }
}

/** A verified customer, signed up through the API in this page's browser (its session). */
export async function verifiedCustomer(page: Page, lang: Locale) {
  const who = customer()
  const started = new Date(Date.now() - 1000)
  const signup = await page.request.post('/api/user/signup', {
    data: { name: who.name, email: who.email, mobile: who.mobile, password: 'secret-123', lang },
  })
  expect(signup.status()).toBe(201)
  const verified = await page.request.post('/api/user/verify', {
    data: { code: await codeSentTo(who.e164, started) },
  })
  expect(verified.status()).toBe(200)
  return who
}

export const cairoDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  )

/**
 * A day in a date field of the trip step (`fieldId` 'booking-exec' or 'booking-return'): the date
 * button opens the calendar (unless it opened by itself, after the drop-off), the next-month
 * arrow is pressed until `day` ('YYYY-MM-DD') shows, and the day is tapped. The field's first day
 * shows that day's times in the calendar (decision 0183): `time` is tapped there, or without one
 * the calendar is closed (Escape) for the time select. Says how many months it turned forward.
 */
export async function chooseDay(
  page: Page,
  fieldId: string,
  day: string,
  time?: string,
): Promise<number> {
  const button = page.locator(`#${fieldId}-day`)
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
  const calendar = page.locator(`#${fieldId}-calendar`)
  // The grid keeps empty cells for the neighbouring months' days: only the month's have a button.
  const dayButton = calendar.locator(`[data-day="${day}"] button`)
  await expect(calendar.locator('.rdp-month_grid')).toBeVisible()
  let month = 0
  for (; month < 13 && (await dayButton.count()) === 0; month += 1) {
    await calendar.locator('.rdp-button_next').click()
  }
  const hadTime = (await page.locator(`#${fieldId}-time`).inputValue()) !== ''
  await dayButton.click()
  if (!hadTime) {
    const times = page.locator(`#${fieldId}-times`)
    await expect(times).toBeVisible()
    if (time) await times.locator(`[data-time="${time}"]`).click()
    else await page.keyboard.press('Escape')
  }
  await expect(calendar).toBeHidden()
  return month
}

/** The cars of the trip, priced on the trip's screen as soon as it is complete (decision 0183). */
export async function seeCars(page: Page) {
  await expect(page.locator('.car-card').first().locator('.price-amount')).toBeVisible()
}

const localized = (locale: Locale, path: string) => (locale === 'ar' ? `/ar${path}` : path)

export const UI = {
  en: {
    pickup: ['zamalek', /Zamalek/],
    dropoff: ['cairo airport', /Cairo International Airport/],
    seePrices: 'See prices',
    continue: 'Continue',
    checkout: 'Details and payment',
    confirm: 'Confirm booking',
    secondCar: 'Book a second car',
    view: 'View reservation',
    duplicate: 'You already have a booking for this trip: reservation',
  },
  ar: {
    pickup: ['الزمالك', /الزمالك/],
    dropoff: ['مطار القاهرة', /مطار القاهرة الدولي/],
    seePrices: 'اعرض الأسعار',
    continue: 'متابعة',
    checkout: 'التفاصيل والدفع',
    confirm: 'تأكيد الحجز',
    secondCar: 'احجز سيارة ثانية',
    view: 'عرض الحجز',
    duplicate: 'لديك حجز لهذه الرحلة بالفعل',
  },
} as const

/** A place typed into a place box and chosen from its list. */
export async function choosePlace(page: Page, boxId: string, typed: string, option: RegExp) {
  const box = page.locator(`#${boxId}`)
  await box.fill(typed)
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await page.locator(`#${boxId}-list`).getByRole('option', { name: option }).first().click()
  await expect(box).toHaveAttribute('aria-expanded', 'false')
}

export const CONFIRMATION = /\/booking\/(MS-[2-9A-HJ-NP-Z]{6})$/

/** The trip step: Zamalek to Cairo airport on `days` from now at 09:00, up to the priced cars. */
export async function chooseTrip(page: Page, locale: Locale, days: number) {
  const ui = UI[locale]
  await page.goto(localized(locale, '/book'))
  await choosePlace(page, 'booking-pickup', ui.pickup[0], ui.pickup[1])
  await choosePlace(page, 'booking-dropoff', ui.dropoff[0], ui.dropoff[1])
  await chooseDay(page, 'booking-exec', cairoDay(days), '09:00')
  await seeCars(page)
}

/**
 * Zamalek to Cairo airport on `days` from now at 09:00, in the first car, paid in cash, through
 * the booking screens of a logged-in, verified customer, up to the booking button (pressed).
 */
export async function bookTrip(page: Page, locale: Locale, days: number) {
  const ui = UI[locale]
  await chooseTrip(page, locale, days)
  const car = page.locator('.car-card').first()
  await car.getByRole('button').click()
  // Verified already: from the car straight to the checkout (details, payment, terms).
  await expect(page.getByRole('heading', { name: ui.checkout, exact: true })).toBeFocused()
  await page.locator('#booking-departure-flight').fill('MS 986')
  await page.locator('#booking-pickup-location').fill('12 Brazil Street')
  await page.locator('#booking-payment-cash').check()
  await page.locator('#booking-terms').check()
  await page.getByRole('button', { name: ui.confirm }).click()
}

export const numberOf = (page: Page) => CONFIRMATION.exec(new URL(page.url()).pathname)?.[1] ?? ''

/**
 * A round trip Zamalek -> Cairo airport -> Zamalek booked through the API by the page's signed-in
 * customer (quote, then `POST /api/booking` at the quoted price): out at 09:00 `days` ahead, back
 * at 18:30 `returnAfter` days later, flights MS 985 / MS 986, a child seat in the notes.
 */
export async function bookRoundTripByApi(
  page: Page,
  trip: {
    paymentType: 'card' | 'cash'
    days: number
    returnAfter: number
    persons: number
    pickupName: string
  },
): Promise<{ number: string; returnDay: string }> {
  const execDate = `${cairoDay(trip.days)}T09:00`
  const returnDay = cairoDay(trip.days + trip.returnAfter)
  const returningDate = `${returnDay}T18:30`
  const route = { tripType: 'round-trip', pickup: 'cai-zamalek', dropoff: 'cai-airport' }
  const quote = await page.request.post('/api/booking/quote', {
    data: { ...route, execDate, returningDate, persons: trip.persons, luggages: 2 },
  })
  expect(quote.status()).toBe(200)
  const cars = (
    (await quote.json()) as { cars: { code: string; price: number; cashAllowed: boolean }[] }
  ).cars
  const car = trip.paymentType === 'cash' ? cars.find((c) => c.cashAllowed)! : cars[0]!
  const info = await page.request.get('/api/user/info')
  const booking = await page.request.post('/api/booking', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      tripType: 'round-trip',
      pickupAddress: 'cai-zamalek',
      dropoffAddress: 'cai-airport',
      locationNames: { pickup: trip.pickupName, dropoff: '' },
      personsCount: trip.persons,
      luggagesCount: 2,
      execDate,
      returningDate,
      arrivalFlightNumber: 'MS 985',
      departureFlightNumber: 'MS 986',
      acceptedTerms: true,
      carType: car.code,
      price: car.price,
      paymentType: trip.paymentType,
      isAnotherPassengers: false,
      passengerName: '',
      passengerPhone: '',
      notes: 'Child seat, please',
      partnerId: null,
      userId: ((await info.json()) as { id: number }).id,
    },
  })
  const answer = (await booking.json()) as { reservation: { reservationNumber: string } }
  expect(booking.status(), JSON.stringify(answer)).toBe(201)
  return { number: answer.reservation.reservationNumber, returnDay }
}
