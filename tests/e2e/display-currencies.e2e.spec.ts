import { expect, test } from '@playwright/test'

import { chooseTrip, type Locale, UI, verifiedCustomer } from '../helpers/e2eBooking'
import { forgetSignupLimit } from '../helpers/outboxDb'

// The checkout needs a verified customer, signed up from the one loopback address.
test.beforeEach(() => forgetSignupLimit())

/**
 * Prices in the visitor's currency (decision 0135), at the seeded demo rates: picking US dollars
 * on /book shows an approximate amount beside every EGP price and says that EGP is charged; the
 * choice is remembered on the next visit (another tab: the booking draft is not there), up to the
 * checkout's total; "EGP only" takes it all away again.
 */
const TEXT = {
  en: {
    label: 'Also show prices in',
    // Whole dollars on every amount of a screen; cents only below one dollar (decision 0182).
    approx: /^≈ \$(\d[\d,]*|0\.\d\d)$/,
    note: /Charged in Egyptian pounds \(EGP\); approximate at the rates of \d{1,2} \w+ \d{4}\./,
  },
  ar: {
    label: 'اعرض الأسعار أيضًا بـ',
    // The currency named in Arabic after Arabic-Indic digits, never "US$" (decision 0182).
    approx: /^حوالي ([٠-٩][٠-٩٬]*|٠٫[٠-٩]{2}) دولار أمريكي$/,
    note: /الدفع بالجنيه المصري \(EGP\)؛ المبالغ بالعملات الأخرى تقريبية بأسعار [٠-٩]+ \S+ [٠-٩]{4}\./,
  },
} as const

for (const [locale, days] of [
  ['en', 45],
  ['ar', 47],
] as [Locale, number][]) {
  test(`an approximate price in US dollars, remembered (${locale})`, async ({ browser }) => {
    test.setTimeout(120_000)
    const context = await browser.newContext()
    const page = await context.newPage()
    const text = TEXT[locale]
    await chooseTrip(page, locale, days)

    const car = page.locator('.car-card').first()
    await expect(car.locator('.price-approx')).toHaveCount(0)
    const picker = page.getByLabel(text.label)
    await expect(picker).toHaveValue('')
    await picker.selectOption('USD')
    await expect(car.locator('.price-approx')).toHaveText(text.approx)
    await expect(page.locator('.currency-note')).toHaveText(text.note)
    // The EGP price stays, and stays first.
    await expect(car.locator('.price-amount')).toBeVisible()

    // Another visit: the cookie remembers the currency.
    const again = await context.newPage()
    await verifiedCustomer(again, locale)
    await chooseTrip(again, locale, days)
    await expect(again.getByLabel(text.label)).toHaveValue('USD')
    const first = again.locator('.car-card').first()
    await expect(first.locator('.price-approx')).toHaveText(text.approx)
    await first.getByRole('button').click()
    await expect(
      again.getByRole('heading', { name: UI[locale].checkout, exact: true }),
    ).toBeFocused()
    await expect(again.locator('.price-total .price-approx')).toHaveText(text.approx)
    await expect(again.locator('.trip-summary .price-approx')).toHaveText(text.approx)
    await expect(again.locator('.currency-note')).toHaveText(text.note)
    await again.locator('.price-total').scrollIntoViewIfNeeded()
    await again.screenshot({ path: test.info().outputPath(`checkout-usd-${locale}.png`) })

    // After a reload too; and "EGP only" takes the amounts away.
    await again.reload()
    const picked = again.getByLabel(text.label)
    await expect(picked).toHaveValue('USD')
    await picked.selectOption('')
    await expect(again.locator('.price-approx')).toHaveCount(0)
    await expect(again.locator('.currency-note')).toHaveCount(0)
    await context.close()
  })
}
