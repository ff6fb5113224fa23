import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'

import { cairoDay } from '../helpers/e2eBooking'
import { forgetSignupLimit } from '../helpers/outboxDb'

/**
 * Issue 44, item 4 (decision 0183): a first-time guest's one-way card booking on a 360 px phone,
 * from the home page to the paid confirmation, in English and in Arabic, counted and held to the
 * budget: at most 14 taps and 4 views. The card page is the payment gateway's (the local Paymob
 * simulator here); its taps count as the customer's.
 *
 * What counts (decision 0183):
 * - a TAP is every press the customer makes on the screen: a button, a link, a list option, a
 *   calendar day, a check box, a card field, and the opening of a native select plus the option
 *   chosen in the phone's own list (two). Every action of this test goes through `tap()`,
 *   `type()` or `next()` below, and nothing else touches the page.
 * - Typing is not a tap: the letters, and the keyboard's own "next" key where the page offers it
 *   (`enterkeyhint="next"`) and moves the focus to the next box itself. A text box costs a tap only
 *   when the focus is not already in it: `type()` taps it first unless the page put the focus
 *   there (after a choice, or on that "next" key).
 * - A VIEW is a screen the customer has to read and act on: each page loaded (its path), and
 *   within the booking each step screen (the step's title). Counted when the customer taps on it,
 *   plus the confirmation at the end; a redirect the customer never acts on is not a view.
 * - Turning the calendar to the next month (a pickup early in the next month) is the day's cost,
 *   not the funnel's: shown apart, as in booking-funnel.e2e.spec.ts.
 *
 * Measured before issue 44 (main at dfa359bf): 17 taps and 5 views in both languages (the
 * walkthrough's 21 tapped each of the checkout's five boxes, where "next" now walks them).
 * Each screen shot (the viewport, as the phone shows it) is in test-results/screenshots/funnel.
 */

test.beforeEach(() => forgetSignupLimit())

const SHOTS = 'test-results/screenshots/funnel'
const BUDGET = { taps: 14, views: 4 }

const TEXT = {
  en: {
    home: '/',
    pickup: ['zamalek', /Zamalek/],
    dropoff: ['cairo airport', /Cairo International Airport/],
    seePrices: 'See prices',
    paid: 'Payment complete',
  },
  ar: {
    home: '/ar',
    pickup: ['الزمالك', /الزمالك/],
    dropoff: ['مطار القاهرة', /مطار القاهرة الدولي/],
    seePrices: 'اعرض الأسعار',
    paid: 'تم الدفع بنجاح',
  },
} as const

let serial = 0
function newGuest() {
  serial += 1
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(serial + 30).padStart(2, '0')
  return {
    name: `Phone Guest ${serial}`,
    email: `phone.guest.${digits}@example.com`,
    mobile: `015${digits}`,
  }
}

class Counted {
  taps: { view: string; what: string }[] = []
  views: string[] = []
  monthTaps = 0
  private shots = 0

  constructor(
    readonly page: Page,
    readonly label: string,
  ) {}

  /** The screen the customer is on: the page's path, and the booking step's title on it. */
  async view(): Promise<string> {
    const path = new URL(this.page.url()).pathname
    const title = this.page.locator('#booking-step-title')
    const step = (await title.count()) ? ((await title.textContent())?.trim() ?? '') : ''
    return step ? `${path} | ${step}` : path
  }

  /**
   * Notes the screen the next tap is on; a new one must open at its title (the booking's step
   * heading in the phone's screen) and is photographed as the phone shows it.
   */
  async noteView() {
    const view = await this.view()
    if (this.views.includes(view)) return view
    this.views.push(view)
    const title = this.page.locator('#booking-step-title')
    if (this.views.length > 1 && (await title.count())) {
      // At the top of the phone's screen, under the navbar, the progress above it: not at the
      // bottom of a screen still showing the page above the booking.
      await expect(title, `${view} opens at its title`).toBeInViewport()
      await expect
        .poll(async () => (await title.boundingBox())?.y ?? -1, `${view} opens at its title`)
        .toBeGreaterThan(0)
      expect((await title.boundingBox())!.y, `${view} opens at its title`).toBeLessThan(
        this.page.viewportSize()!.height / 4,
      )
    }
    this.shots += 1
    await this.page.screenshot({ path: `${SHOTS}/${this.label}-${this.shots}.png` })
    return view
  }

  /** A picture of the phone's screen as it is now, beside the views'. */
  async shot(name: string) {
    await this.page.screenshot({ path: `${SHOTS}/${this.label}-${name}.png` })
  }

  async tap(target: Locator, what: string) {
    const view = await this.noteView()
    this.taps.push({ view, what })
    await target.click()
  }

  /** Typing into a box: a tap first unless the focus is there already; then the keys. */
  async type(target: Locator, text: string, what: string) {
    const focused = await target.evaluate((element) => element === document.activeElement)
    if (!focused) await this.tap(target, what)
    await this.page.keyboard.type(text)
  }

  /**
   * The keyboard's "next" key, where the box offers it and the page moves the focus: typing.
   * Says whether it did (otherwise the next box costs its tap).
   */
  async next(from: Locator, to: Locator): Promise<boolean> {
    if ((await from.getAttribute('enterkeyhint')) !== 'next') return false
    await this.page.keyboard.press('Enter')
    return to.evaluate((element) => element === document.activeElement)
  }
}

async function phonePage(browser: Browser, locale: 'en' | 'ar') {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    isMobile: true,
    hasTouch: true,
    locale: locale === 'ar' ? 'ar-EG' : 'en-GB',
  })
  return context.newPage()
}

for (const locale of ['en', 'ar'] as const) {
  test(`a first-time guest books one way by card on a 360 px phone (${locale}): ${BUDGET.taps} taps and ${BUDGET.views} views at most`, async ({
    browser,
  }) => {
    test.setTimeout(150_000)
    const ui = TEXT[locale]
    const page = await phonePage(browser, locale)
    const count = new Counted(page, locale)
    const guest = newGuest()

    await page.goto(ui.home)

    // Where from and where to: typed, and chosen from each list.
    const pickup = page.locator('#booking-pickup')
    await expect(pickup).toBeVisible()
    await count.type(pickup, ui.pickup[0], 'pickup box')
    await count.tap(
      page.locator('#booking-pickup-list').getByRole('option', { name: ui.pickup[1] }).first(),
      'pickup option',
    )
    const dropoff = page.locator('#booking-dropoff')
    await count.type(dropoff, ui.dropoff[0], 'drop-off box')
    await count.tap(
      page.locator('#booking-dropoff-list').getByRole('option', { name: ui.dropoff[1] }).first(),
      'drop-off option',
    )

    // When: the calendar opened by itself with the drop-off chosen; the day, then its time.
    const calendar = page.locator('#booking-exec-calendar')
    await expect(calendar.locator('.rdp-month_grid')).toBeVisible()
    const day = cairoDay(3)
    const dayButton = calendar.locator(`[data-day="${day}"] button`)
    while ((await dayButton.count()) === 0) {
      await count.tap(calendar.locator('.rdp-button_next'), 'next month')
      count.monthTaps += 1
    }
    await count.tap(dayButton, 'day')
    const times = page.locator('#booking-exec-times')
    await expect(times).toBeVisible()
    await count.shot('times')
    await count.tap(times.getByRole('button', { name: /^(10:00|١٠:٠٠ ص)$/ }), 'time')
    await expect(calendar).toBeHidden()
    await expect(page.locator('#booking-exec-time')).toHaveValue('10:00')

    // One adult and one bag unless changed.
    const one = locale === 'ar' ? '١' : '1'
    await expect(page.locator('#booking-persons')).toHaveText(one)
    await expect(page.locator('#booking-luggages')).toHaveText(one)

    // The trip complete, its cars and prices follow on the same screen: no "see prices".
    const firstCar = page.locator('.car-card').first()
    await expect(firstCar.locator('.price-amount')).toBeVisible()
    await expect(page.getByRole('button', { name: ui.seePrices })).toHaveCount(0)
    await count.shot('priced')
    await firstCar.scrollIntoViewIfNeeded()
    await count.shot('cars')
    await count.tap(firstCar.locator('.car-choose'), 'car')

    // The checkout: who books and what the driver needs, one tap into the first box, "next" on.
    const boxes = [
      ['#booking-guest-name', guest.name],
      ['#booking-guest-email', guest.email],
      ['#booking-guest-mobile', guest.mobile],
      ['#booking-departure-flight', 'MS 986'],
      ['#booking-pickup-location', '12 Brazil Street'],
    ] as const
    await expect(page.locator(boxes[0][0])).toBeVisible()
    for (const [index, [id, text]] of boxes.entries()) {
      const box = page.locator(id)
      await expect(box).toBeVisible()
      const previous = index > 0 ? page.locator(boxes[index - 1]![0]) : null
      if (previous) await count.next(previous, box)
      await count.type(box, text, id)
    }
    await expect(page.locator('#booking-payment-card')).toBeChecked()
    await count.tap(page.locator('#booking-terms'), 'terms')
    await count.tap(page.locator('.booking-submit'), 'book')

    // The gateway's card page (in its own words; its taps are the customer's too).
    await expect(page).toHaveURL(/\/pay\?reservation=|\/paymob-simulator\/checkout\//)
    if (/\/pay\?reservation=/.test(page.url()))
      await count.tap(page.getByRole('button', { name: /by card|بالبطاقة/ }), 'pay by card')
    await expect(page).toHaveURL(/\/paymob-simulator\/checkout\/(en|ar)\?/)
    const year = String((new Date().getFullYear() + 3) % 100)
    for (const [id, text] of [
      ['#number', '4111111111111111'],
      ['#expiryMonth', '12'],
      ['#expiryYear', year],
      ['#cvv', '123'],
    ] as const) {
      await count.type(page.locator(id), text, `card ${id}`)
    }
    await count.tap(page.locator('form.sim-form button[type="submit"]'), 'pay')

    await expect(page).toHaveURL(/\/success\?reservation=MS-[2-9A-HJ-NP-Z]{6}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.paid)
    await expect(page.getByTestId('paid-reservation-number')).toBeVisible()
    await count.noteView()

    const taps = count.taps.length - count.monthTaps
    const figures = {
      taps,
      views: count.views.length,
      monthTaps: count.monthTaps,
      perView: count.views.map((view) => ({
        view,
        taps: count.taps.filter((tap) => tap.view === view).map((tap) => tap.what),
      })),
    }
    console.log(`funnel phone/${locale}: ${JSON.stringify(figures, null, 1)}`)
    test.info().annotations.push({ type: 'funnel', description: JSON.stringify(figures) })
    expect(taps, JSON.stringify(figures)).toBeLessThanOrEqual(BUDGET.taps)
    expect(count.views.length, JSON.stringify(figures)).toBeLessThanOrEqual(BUDGET.views)
    await page.context().close()
  })
}
