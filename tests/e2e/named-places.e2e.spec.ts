import { expect, test } from '@playwright/test'

import {
  cairoDay,
  chooseDay,
  choosePlace,
  CONFIRMATION,
  UI,
  verifiedCustomer,
} from '../helpers/e2eBooking'

/** The digits of a text, Arabic-Indic ones as ASCII. */
const digits = (text: string) =>
  text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660)).replace(/\D/g, '')

/**
 * Decision 0137: a visitor finds the district by their hotel's name, in Arabic; choosing the hotel
 * books its district, fills in the hotel for the driver and puts it on the confirmation.
 */
test('a hotel searched in Arabic is chosen on /ar/book and named on the booking', async ({
  page,
}) => {
  const ui = UI.ar
  await verifiedCustomer(page, 'ar')
  await page.goto('/ar/book')

  const pickup = page.locator('#booking-pickup')
  await pickup.fill('ماريوت')
  const list = page.locator('#booking-pickup-list')
  // Listed with the priced place after it; the other Marriotts too, each under its own district.
  const mena = list.getByRole('option', { name: /ماريوت مينا هاوس — منطقة أهرامات الجيزة/ })
  await expect(mena).toBeVisible()
  await expect(list.getByRole('option', { name: /ماريوت الغردقة — السقالة/ })).toBeVisible()
  await mena.click()
  await expect(pickup).toHaveValue('ماريوت مينا هاوس')
  await expect(pickup).toHaveAttribute('aria-expanded', 'false')

  await choosePlace(page, 'booking-dropoff', ui.dropoff[0], ui.dropoff[1])
  await chooseDay(page, 'booking-exec', cairoDay(40), '09:00')
  const car = page.locator('.car-card').first()
  await expect(car.locator('.price-amount')).toBeVisible()

  // The district's own price: what the quote answers for the Pyramids area.
  const quote = await page.request.post('/api/booking/quote', {
    data: {
      tripType: 'one-way',
      pickup: 'cai-pyramids',
      dropoff: 'cai-airport',
      execDate: `${cairoDay(40)}T09:00`,
      returningDate: null,
      persons: 1,
      luggages: 0,
    },
  })
  const first = ((await quote.json()) as { cars: { priceText: string }[] }).cars[0]!
  expect(digits(await car.locator('.price-amount').innerText())).toBe(digits(first.priceText))

  await car.getByRole('button').click()
  await expect(page.getByRole('heading', { name: ui.checkout, exact: true })).toBeFocused()
  // The hotel is the pickup's "hotel or address" already.
  await expect(page.locator('#booking-pickup-location')).toHaveValue('ماريوت مينا هاوس')
  await page.locator('#booking-departure-flight').fill('MS 986')
  await page.locator('#booking-payment-cash').check()
  await page.locator('#booking-terms').check()
  await page.getByRole('button', { name: ui.confirm }).click()
  await expect(page).toHaveURL(CONFIRMATION)
  await expect(page.locator('main')).toContainText('ماريوت مينا هاوس')
  await expect(page.locator('main')).toContainText('منطقة أهرامات الجيزة')
})
