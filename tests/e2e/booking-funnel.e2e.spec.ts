import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'

import { cairoDay, chooseDay, seeCars } from '../helpers/e2eBooking'
import { codeSentTo, forgetSignupLimit } from '../helpers/outboxDb'

// Every test signs up from the one loopback address: its hourly sign-up limit is lifted.
test.beforeEach(() => forgetSignupLimit())

/**
 * Issue 14: the booking funnel as a first-time visitor meets it, measured. From the home page to
 * the confirmation of a cash booking with an inline sign-up, on a phone in Arabic and on a
 * desktop in English, counting
 * - the screens of the booking (each step the progress marks current, then the confirmation),
 * - the taps (every pointer press the page receives, counted in the page itself; the taps inside
 *   the phone's own pickers for a native date or select box, which the page never sees, are
 *   added as the phone asks for them: a day and "Set", an option),
 * - the keys typed, and the scrolling needed before the first field can be touched.
 * The figures are printed and held to the budget below, so the funnel cannot grow back
 * unnoticed. Before issue 14 (same flow, measured on 674ee5a): phone/ar and desktop/en 6 screens
 * (five steps and the confirmation), 24 taps, one screen of scrolling (pickup at 1,372 px on the
 * phone, 1,011 px on the desktop). After it: 5 screens (four steps and the confirmation), 20 taps,
 * no scrolling (pickup at 676 px and 539 px).
 */

type Funnel = {
  screens: Set<string>
  taps: number
  keys: number
  nativeTaps: number
  /** Taps on the calendar's "next month": one when the day is in the next month, not a fixed cost. */
  monthTaps: number
}

const TEXT = {
  en: {
    home: '/',
    pickup: ['zamalek', /Zamalek/],
    dropoff: ['cairo airport', /Cairo International Airport/],
    confirm: 'Confirm booking',
  },
  ar: {
    home: '/ar',
    pickup: ['الزمالك', /الزمالك/],
    dropoff: ['مطار القاهرة', /مطار القاهرة الدولي/],
    confirm: 'تأكيد الحجز',
  },
} as const

let serial = 0
function newVisitor() {
  serial += 1
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(serial + 70).padStart(2, '0')
  return {
    name: `Funnel Visitor ${serial}`,
    email: `funnel.${digits}@example.com`,
    mobile: `010${digits}`,
    e164: `+2010${digits}`,
  }
}

async function countedPage(browser: Browser, phone: boolean) {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  )
  const page = await context.newPage()
  const funnel: Funnel = { screens: new Set(), taps: 0, keys: 0, nativeTaps: 0, monthTaps: 0 }
  await page.exposeFunction('__funnelTap', () => void (funnel.taps += 1))
  await page.exposeFunction('__funnelKey', () => void (funnel.keys += 1))
  await page.addInitScript(() => {
    const w = window as unknown as { __funnelTap: () => void; __funnelKey: () => void }
    window.addEventListener('pointerdown', () => w.__funnelTap(), true)
    window.addEventListener('keydown', () => w.__funnelKey(), true)
  })
  return { page, funnel }
}

/** The next step the progress marks current, remembered as a screen the visitor passed. */
async function noteScreen(page: Page, funnel: Funnel) {
  const current = page.locator('.booking-progress [aria-current="step"] .progress-name')
  let name = ''
  await expect
    .poll(async () => {
      name = ((await current.textContent({ timeout: 1000 }).catch(() => '')) ?? '').trim()
      return name !== '' && !funnel.screens.has(name)
    })
    .toBe(true)
  funnel.screens.add(name)
}

/** A tap on the field (unless the form put the cursor there), then the text typed key by key. */
async function typeInto(field: Locator, text: string) {
  if (!(await field.evaluate((element) => element === document.activeElement))) await field.click()
  await field.pressSequentially(text)
}

async function choosePlace(page: Page, boxId: string, typed: string, option: RegExp) {
  const box = page.locator(`#${boxId}`)
  await typeInto(box, typed)
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await page.locator(`#${boxId}-list`).getByRole('option', { name: option }).first().click()
  await expect(box).toHaveAttribute('aria-expanded', 'false')
}

/**
 * The pickup day and time: the calendar (it opens by itself after the drop-off), the day, then
 * the time among the day's times in the same dialog (decision 0183).
 */
async function chooseWhen(page: Page, funnel: Funnel, days: number, time: string) {
  funnel.monthTaps += await chooseDay(page, 'booking-exec', cairoDay(days), time)
}

for (const { locale, phone } of [
  { locale: 'ar', phone: true },
  { locale: 'en', phone: false },
] as const) {
  test(`a first-time visitor's cash booking (${phone ? 'phone' : 'desktop'}, ${locale}): screens and taps`, async ({
    browser,
  }) => {
    test.setTimeout(150_000)
    const ui = TEXT[locale]
    const { page, funnel } = await countedPage(browser, phone)
    const who = newVisitor()

    await page.goto(ui.home)
    const viewport = page.viewportSize()!
    const pickup = page.locator('#booking-pickup')
    await expect(pickup).toBeVisible()
    const box = (await pickup.boundingBox())!
    const scrollScreens = Math.max(
      0,
      Math.ceil((box.y + box.height - viewport.height) / viewport.height),
    )

    await noteScreen(page, funnel)
    await choosePlace(page, 'booking-pickup', ui.pickup[0], ui.pickup[1])
    await choosePlace(page, 'booking-dropoff', ui.dropoff[0], ui.dropoff[1])
    await chooseWhen(page, funnel, 4, '09:00')
    // The cars follow on the trip's screen (decision 0183): no "see prices", no screen of their own.
    await seeCars(page)
    await page.locator('.car-card').first().getByRole('button').click()

    // The checkout, as a guest (decision 0144): cash needs an account, one tap away.
    await noteScreen(page, funnel)
    await page.locator('#booking-cash-unavailable .link-button').click()

    await noteScreen(page, funnel)
    const signup = page.locator('#signup-form')
    await typeInto(signup.locator('input[name="name"]'), who.name)
    await typeInto(signup.locator('input[name="email"]'), who.email)
    await typeInto(signup.locator('input[name="mobile"]'), who.mobile)
    await typeInto(signup.locator('input[name="password"]'), 'secret-123')
    const started = new Date(Date.now() - 1000)
    await signup.locator('button[type="submit"]').click()
    const verify = page.locator('#verify-form')
    // The sixth digit sends the code: no button to press.
    await typeInto(verify.locator('input[name="code"]'), await codeSentTo(who.e164, started))

    // Back on the checkout, cash chosen as asked.
    await expect(page.locator('#booking-payment-cash')).toBeChecked()
    await typeInto(page.locator('#booking-departure-flight'), 'MS 986')
    await typeInto(page.locator('#booking-pickup-location'), '12 Brazil Street')
    await page.locator('#booking-terms').click()
    await page.getByRole('button', { name: ui.confirm }).click()
    await expect(page).toHaveURL(/\/booking\/MS-[2-9A-HJ-NP-Z]{6}$/)
    funnel.screens.add('confirmation')

    const figures = {
      screens: funnel.screens.size,
      taps: funnel.taps + funnel.nativeTaps,
      monthTaps: funnel.monthTaps,
      keys: funnel.keys,
      pickupTop: Math.round(box.y),
      scrollScreens,
    }
    console.log(
      `booking funnel ${phone ? 'phone' : 'desktop'}/${locale}: ${JSON.stringify(figures)}`,
    )
    test.info().annotations.push({ type: 'funnel', description: JSON.stringify(figures) })

    // The pickup field is in the first screen: the visitor starts without scrolling.
    expect(figures.scrollScreens).toBe(0)
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
    // The budget: what issue 14 reached (20 taps, 5 screens, from 24 and 6), held. A pickup four
    // days ahead falls in the next month in the last days of one: turning the calendar's month is
    // then one tap more, which the figures show apart.
    expect(figures.taps - figures.monthTaps).toBeLessThanOrEqual(20)
    expect(figures.screens).toBeLessThanOrEqual(5)
    await page.context().close()
  })
}

/**
 * Issue 32: a first-time visitor's card booking, home page to the payment-complete screen, counted
 * the same way. It takes whichever way the screens offer: the account step (sign-up and code) when
 * there is one, the contact fields on the checkout when the card is the proof; /pay when the
 * booking hands over to it. The gateway's card page (Paymob's, the simulator here) is counted
 * apart: its four taps (number, expiry, CVV, pay) are the same on every site and not ours to cut.
 * Measured before the guest checkout (1fcc72b): see the figures in docs/benchmarks.md.
 */
for (const { locale, phone } of [
  { locale: 'en', phone: true },
  { locale: 'ar', phone: false },
] as const) {
  test(`a first-time visitor's card booking (${phone ? 'phone' : 'desktop'}, ${locale}): screens and taps`, async ({
    browser,
  }) => {
    test.setTimeout(150_000)
    const ui = TEXT[locale]
    const { page, funnel } = await countedPage(browser, phone)
    const who = newVisitor()

    await page.goto(ui.home)
    await noteScreen(page, funnel)
    await choosePlace(page, 'booking-pickup', ui.pickup[0], ui.pickup[1])
    await choosePlace(page, 'booking-dropoff', ui.dropoff[0], ui.dropoff[1])
    await chooseWhen(page, funnel, 5, '10:00')
    await seeCars(page)
    await page.locator('.car-card').first().getByRole('button').click()

    await noteScreen(page, funnel)
    const signup = page.locator('#signup-form')
    const guestName = page.locator('#booking-guest-name')
    await expect(signup.or(guestName)).toBeVisible()
    if (await signup.isVisible()) {
      await typeInto(signup.locator('input[name="name"]'), who.name)
      await typeInto(signup.locator('input[name="email"]'), who.email)
      await typeInto(signup.locator('input[name="mobile"]'), who.mobile)
      await typeInto(signup.locator('input[name="password"]'), 'secret-123')
      const started = new Date(Date.now() - 1000)
      await signup.locator('button[type="submit"]').click()
      await typeInto(
        page.locator('#verify-form input[name="code"]'),
        await codeSentTo(who.e164, started),
      )
      await noteScreen(page, funnel)
      await typeInto(page.locator('#booking-departure-flight'), 'MS 986')
      await typeInto(page.locator('#booking-pickup-location'), '12 Brazil Street')
    } else {
      // One tap into the first box; the keyboard's "next" (Enter) walks the rest.
      await typeInto(guestName, who.name)
      for (const [id, text] of [
        ['booking-guest-email', who.email],
        ['booking-guest-mobile', who.mobile],
        ['booking-departure-flight', 'MS 986'],
        ['booking-pickup-location', '12 Brazil Street'],
      ]) {
        await page.keyboard.press('Enter')
        await expect(page.locator(`#${id}`)).toBeFocused()
        await typeInto(page.locator(`#${id}`), text!)
      }
    }
    await expect(page.locator('#booking-payment-card')).toBeChecked()
    await page.locator('#booking-terms').click()
    await page.locator('.booking-submit').click()

    await expect(page).toHaveURL(/\/pay\?reservation=|\/paymob-simulator\/checkout\//)
    if (/\/pay\?reservation=/.test(page.url())) {
      funnel.screens.add('pay')
      await page.getByRole('button', { name: /by card|بالبطاقة/ }).click()
    }
    await expect(page).toHaveURL(/\/paymob-simulator\/checkout\/(en|ar)\?/)
    const ourTaps = funnel.taps + funnel.nativeTaps
    await page.locator('#number').click()
    await page.locator('#number').pressSequentially('4111111111111111')
    await page.locator('#expiryMonth').click()
    await page.locator('#expiryMonth').pressSequentially('12')
    await page
      .locator('#expiryYear')
      .pressSequentially(String((new Date().getFullYear() + 3) % 100))
    await page.locator('#cvv').click()
    await page.locator('#cvv').pressSequentially('123')
    await page.locator('form.sim-form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/success\?reservation=MS-[2-9A-HJ-NP-Z]{6}$/)
    await expect(page.getByTestId('paid-reservation-number')).toBeVisible()
    funnel.screens.add('confirmation')

    const figures = {
      screens: funnel.screens.size,
      taps: ourTaps,
      monthTaps: funnel.monthTaps,
      gatewayTaps: funnel.taps + funnel.nativeTaps - ourTaps,
      keys: funnel.keys,
    }
    console.log(
      `card booking funnel ${phone ? 'phone' : 'desktop'}/${locale}: ${JSON.stringify(figures)}`,
    )
    test.info().annotations.push({ type: 'funnel', description: JSON.stringify(figures) })
    // The budget (issue 32): at most 14 taps and 4 screens of ours, the confirmation included.
    expect(figures.taps - figures.monthTaps).toBeLessThanOrEqual(14)
    expect(figures.screens).toBeLessThanOrEqual(4)
    await page.context().close()
  })
}
