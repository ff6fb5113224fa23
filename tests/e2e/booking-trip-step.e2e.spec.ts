import { expect, test } from '@playwright/test'

import { choosePlace } from '../helpers/e2eBooking'

/**
 * Issue 14, the trip step: only destinations with a fixed price are offered from a pickup (and a
 * route without one is said before the car step, with the hotline and WhatsApp), the calendar
 * refuses days and times inside the lead time and says when the earliest pickup is, the Arabic
 * calendar reads right to left in Arabic-Indic digits, and one car's limit of passengers and bags
 * is explained where the + button stops.
 */

type Route = { to: string; roundTrip: boolean }
type AreaGroup = { code: string; places: { code: string; routes: Route[] }[] }

test('an unreachable destination is never offered as priced; a route without a price is said before the car step', async ({
  page,
}) => {
  await page.goto('/book')
  await choosePlace(page, 'booking-pickup', 'cairo airport', /Cairo International Airport/)

  // What the server prices from Cairo airport (the quote's own lookup).
  const areas = await page.request.get('/api/areas?lang=en&MODE=pickup')
  const airport = ((await areas.json()) as AreaGroup[])
    .flatMap((group) => group.places)
    .find((place) => place.code === 'cai-airport')!
  const priced = airport.routes.map((route) => route.to).sort()
  expect(priced).toContain('cai-zamalek')
  expect(priced).not.toContain('hrg-el-gouna')

  // The pickup chosen, the drop-off box has the focus and its list is open: it offers exactly
  // those, never the pickup, and nothing unpriced.
  const dropoff = page.locator('#booking-dropoff')
  await expect(dropoff).toBeFocused()
  await expect(dropoff).toHaveAttribute('aria-expanded', 'true')
  const list = page.locator('#booking-dropoff-list')
  const offered = await list
    .getByRole('option')
    .evaluateAll((options) =>
      options.map((option) => [
        option.id.replace('booking-dropoff-option-', ''),
        option.getAttribute('aria-disabled'),
      ]),
    )
  expect(offered.map(([code]) => code).sort()).toEqual(priced)
  expect(offered.every(([, disabled]) => disabled === null)).toBe(true)

  // Looked for, an unpriced place is shown marked, and cannot be chosen.
  await dropoff.fill('gouna')
  const gouna = list.getByRole('option', { name: /^El Gouna/ })
  await expect(gouna).toHaveAttribute('aria-disabled', 'true')
  await expect(gouna).toContainText('No fixed price')
  await expect(list.getByRole('group', { name: /No fixed price from Cairo/ })).toBeVisible()
  await gouna.click({ force: true })
  await expect(dropoff).toHaveValue('gouna')
  await expect(dropoff).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')

  // A drop-off chosen first, then a pickup with no price to it: said at once, with the ways out.
  // (A fresh form: the draft kept in the session is forgotten.)
  await page.evaluate(() => window.sessionStorage.clear())
  await page.goto('/book')
  await choosePlace(page, 'booking-dropoff', 'gouna', /El Gouna/)
  await choosePlace(page, 'booking-pickup', 'cairo airport', /Cairo International Airport/)
  const notice = page.locator('#booking-route-notice')
  await expect(notice).toContainText(
    'There is no fixed price from Cairo International Airport (CAI) to El Gouna online.',
  )
  await expect(notice.locator('a[href^="tel:"]')).toBeVisible()
  await expect(notice.locator('a[href^="https://wa.me/"]')).toHaveAttribute(
    'href',
    /text=Hello%20Masar/,
  )
  // "See prices" goes nowhere near the car step: the notice takes the focus.
  await page.getByRole('button', { name: 'See prices' }).click()
  await expect(notice).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Your trip', exact: true })).toBeVisible()
})

test('the calendar refuses days and times inside the lead time and says when the earliest pickup is', async ({
  page,
}) => {
  // 10:10 in Cairo (UTC+2 in December) with the 12 hours' lead: the earliest pickup is 22:15.
  await page.clock.setFixedTime(new Date('2026-12-02T08:10:00Z'))
  await page.goto('/book')
  const hint = page.locator('#booking-exec-hint')
  await expect(hint).toContainText('2 December 2026')
  await expect(hint).toContainText('22:15')
  await expect(hint.locator('a[href^="tel:"]')).toBeVisible()

  const day = page.locator('#booking-exec-day')
  await expect(day).toHaveAccessibleName(/^Date/)
  await day.click()
  const calendar = page.getByRole('dialog', { name: 'Pickup date and time: calendar' })
  await expect(calendar).toBeVisible()
  // The day before the earliest pickup cannot be chosen.
  await expect(calendar.locator('[data-day="2026-12-01"]')).toHaveAttribute('data-disabled', 'true')
  await expect(calendar.locator('[data-day="2026-12-01"] button')).toBeDisabled()
  // The keyboard starts on the first day that can be chosen.
  await expect(calendar.locator('[data-day="2026-12-02"] button')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(calendar.locator('[data-day="2026-12-03"] button')).toBeFocused()
  // The day chosen, its times follow in the same dialog (decision 0183); one tap closes it.
  await page.keyboard.press('Enter')
  const times = calendar.getByRole('group', { name: /^Times on Thu,? 3 Dec$/ })
  await expect(times).toBeVisible()
  await times.getByRole('button', { name: '09:00', exact: true }).click()
  await expect(calendar).toBeHidden()
  await expect(day).toBeFocused()
  await expect(day).toHaveText(/Thu,? 3 Dec$/)
  const time = page.locator('#booking-exec-time')
  await expect(time).toHaveValue('09:00')

  // The day before: 09:00 is inside the lead time, refused at once with the earliest pickup.
  await day.click()
  await calendar.locator('[data-day="2026-12-02"] button').click()
  const refusal = page.locator('#booking-exec-too-soon')
  await expect(refusal).toContainText('This time is too soon: the earliest pickup is')
  await expect(refusal).toContainText('22:15')
  await expect(refusal.locator('a[href^="tel:"]')).toBeVisible()
  await expect(time).toHaveAttribute('aria-invalid', 'true')

  // On that day no earlier time is offered.
  const offered = await time
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  expect(offered.slice(0, 3)).toEqual(['', '22:15', '22:30'])
  await time.selectOption('22:15')
  await expect(refusal).toBeHidden()
})

test('the Arabic calendar reads right to left in Arabic-Indic digits', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await page.goto('/ar/book')
  await page.locator('#booking-exec-day').click()
  const calendar = page.getByRole('dialog', { name: 'تاريخ ووقت الانطلاق: التقويم' })
  const grid = calendar.locator('.rdp-root')
  await expect(grid).toHaveAttribute('dir', 'rtl')
  await expect(grid).toHaveAttribute('lang', /^ar/)
  const days = await calendar
    .locator('.rdp-day_button')
    .evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''))
  expect(days.length).toBeGreaterThan(27)
  expect(days.every((text) => /^[٠-٩]+$/.test(text))).toBe(true)
  await expect(calendar.locator('.rdp-caption_label')).toHaveText(/^[^0-9]*[٠-٩]{4}$/)
  // Each day is named in full, in Arabic.
  await expect(calendar.locator('.rdp-day_button').last()).toHaveAttribute('aria-label', /[٠-٩]/)
  // The first day of the week stands on the right.
  const boxes = await calendar
    .locator('.rdp-weekday')
    .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().x))
  expect(boxes[0]!).toBeGreaterThan(boxes[6]!)
  await page.keyboard.press('Escape')
  await expect(calendar).toBeHidden()
  await context.close()
})

test('the + buttons stop at one car and say why, with a second car or the hotline', async ({
  page,
}) => {
  await page.goto('/book')
  const more = page.getByRole('button', { name: 'Add a passenger' })
  const note = page.locator('#booking-counts-limit')
  await expect(note).toBeEmpty()
  for (let persons = 2; persons <= 12; persons += 1) await more.click()
  await expect(page.locator('#booking-persons')).toHaveText('12')
  await expect(more).toHaveAttribute('aria-disabled', 'true')
  await expect(note).toHaveAttribute('aria-live', 'polite')
  await expect(note).toContainText('One car takes at most 12 passengers.')
  await expect(note).toContainText('book it again for the others')
  await expect(note.locator('a[href^="tel:"]')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Passengers' })).toHaveAttribute(
    'aria-describedby',
    /booking-counts-limit/,
  )
  // Pressed again, the count stays, and the focus with the button.
  await more.click({ force: true })
  await expect(page.locator('#booking-persons')).toHaveText('12')
  await expect(more).toBeFocused()

  // Fewer passengers, then the bags' limit.
  await page.getByRole('button', { name: 'Remove a passenger' }).click()
  await expect(note).toBeEmpty()
  const bags = page.getByRole('button', { name: 'Add a bag' })
  // From the one bag a trip starts with (decision 0183).
  for (let count = 2; count <= 12; count += 1) await bags.click()
  await expect(note).toContainText('One car takes at most 12 bags.')
})
