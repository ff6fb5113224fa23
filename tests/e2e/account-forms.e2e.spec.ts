import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { watchSubmits } from '../helpers/formSubmits'
import { codeSentTo, forgetSignupLimit } from '../helpers/outboxDb'

// Every test signs up from the one loopback address: its hourly sign-up limit is lifted.
test.beforeEach(() => forgetSignupLimit())

/**
 * The account forms say everything at once (every refused field beside it, the focus on the
 * first), and the right-to-left details of issue 14: the masked phone in order, in-page anchors
 * below the sticky navbar, no Latin description in the Arabic footer. Screenshots go to the
 * test's output folder.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

let serial = 0
function person() {
  serial += 1
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(serial).padStart(2, '0')
  return {
    name: `Nour Test ${serial}`,
    email: `nour.${digits}@example.com`,
    mobile: `010${digits}`,
    e164: `+2010${digits}`,
  }
}

/** Fills the sign-up form of the page with `who` (password `secret-123`) and sends it. */
async function fillSignup(page: Page, who: ReturnType<typeof person>) {
  const form = page.locator('#signup-form')
  await form.locator('input[name="name"]').fill(who.name)
  await form.locator('input[name="email"]').fill(who.email)
  await form.locator('input[name="mobile"]').fill(who.mobile)
  await form.locator('input[name="password"]').fill('secret-123')
  await form.locator('button[type="submit"]').click()
}

async function onPhone(browser: Browser) {
  const context = await browser.newContext(PHONE)
  return { context, page: await context.newPage() }
}

/** The field is marked refused with `message`, read out with it (`aria-describedby`). */
async function expectRefused(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const id = await field.getAttribute('id')
  await expect(field).toHaveAttribute('aria-describedby', new RegExp(`(^| )${id}-error($| )`))
  await expect(field.page().locator(`[id="${id}-error"]`)).toHaveText(message)
}

async function expectAccepted(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  const id = await field.getAttribute('id')
  await expect(field.page().locator(`[id="${id}-error"]`)).toHaveCount(0)
}

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage })
}

/** The end of the page, its lazy images loaded (the footer's partner logos). */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('.site-footer img')].every(
          (image) => (image as HTMLImageElement).complete,
        ),
      ),
    )
    .toBe(true)
}

test.describe('account forms: every field error at once', () => {
  test('sign-up in English on a desktop marks every refused field and focuses the first', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/signup')
    const form = page.locator('#signup-form')
    const name = form.locator('input[name="name"]')
    const email = form.locator('input[name="email"]')
    const mobile = form.locator('input[name="mobile"]')
    const password = form.locator('input[name="password"]')
    await email.fill('omar@example')
    await mobile.fill('0100')
    await password.fill('12345')
    await form.locator('button[type="submit"]').click()

    await expectRefused(name, 'Name required.')
    await expectRefused(email, 'Please enter a valid email address, e.g. name@example.com.')
    await expectRefused(mobile, 'Please enter a valid mobile number for the selected country.')
    await expectRefused(password, 'Password should be at least 6 characters length.')
    await expect(name).toBeFocused()
    // Every error is beside its field: no box under the form repeats one of them.
    await expect(form.locator('.form-error')).toHaveCount(0)
    // The password keeps its hint beside its error.
    await expect(password).toHaveAttribute('aria-describedby', 'password-hint password-error')
    await shot(page, 'signup-errors-desktop-en', true)

    // Typing drops that field's error only; the next answer focuses the first still refused.
    await name.fill('Omar')
    await expectAccepted(name)
    await expectRefused(email, 'Please enter a valid email address, e.g. name@example.com.')
    await form.locator('button[type="submit"]').click()
    await expectAccepted(name)
    await expect(email).toBeFocused()
    await expectRefused(mobile, 'Please enter a valid mobile number for the selected country.')
  })

  test('sign-up in Arabic on a phone marks every empty field in Arabic', async ({ browser }) => {
    const { context, page } = await onPhone(browser)
    await page.goto('/ar/signup')
    const form = page.locator('#signup-form')
    await form.locator('button[type="submit"]').click()
    await expectRefused(form.locator('input[name="name"]'), 'الاسم مطلوب.')
    await expectRefused(form.locator('input[name="email"]'), 'البريد الإلكتروني مطلوب.')
    await expectRefused(form.locator('input[name="mobile"]'), 'رقم الهاتف مطلوب.')
    await expect(form.locator('#password-error')).toHaveText(/^يجب ألا تقل كلمة المرور عن/)
    await expect(form.locator('input[name="name"]')).toBeFocused()
    await expect(form.locator('.form-error')).toHaveCount(0)
    await shot(page, 'signup-errors-phone-ar', true)
    await context.close()
  })

  test('login: an empty form marks both fields; a wrong password stays in the box', async ({
    page,
  }) => {
    await page.goto('/login')
    const form = page.locator('#login-form')
    const login = form.locator('input[name="login"]')
    const password = form.locator('input[name="password"]')
    await form.locator('button[type="submit"]').click()
    await expectRefused(login, 'Enter your email or phone number.')
    await expectRefused(password, 'Password should be at least 6 characters length.')
    await expect(login).toBeFocused()
    await expect(form.locator('.form-error')).toHaveCount(0)

    await login.fill('nobody@example.com')
    await password.fill('wrong-password')
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('.form-error')).toHaveText('Invalid Credentials.')
    await expectAccepted(login)
    await expectAccepted(password)

    await page.goto('/ar/login')
    await page.locator('#login-form button[type="submit"]').click()
    await expectRefused(page.locator('#login'), 'أدخل بريدك الإلكتروني أو رقم هاتفك.')
    await expect(page.locator('#password')).toHaveAttribute('aria-invalid', 'true')
  })
})

test.describe('right-to-left details', () => {
  test('the masked phone on the verification step and the masked email of the reset read in order in Arabic', async ({
    browser,
  }) => {
    const { context, page } = await onPhone(browser)
    const who = person()
    await page.goto('/ar/signup')
    await fillSignup(page, who)
    await expect(page).toHaveURL(/\/ar\/verify$/)

    const masked = `${who.e164.slice(0, 5)}•••••${who.e164.slice(-3)}`
    const lead = page.locator('#verify-form .form-lead')
    // Inside a left-to-right isolate in the Arabic sentence.
    await expect(lead).toContainText(`\u2066${masked}\u2069`)
    // Drawn in order: "+2010" on the left of the dots, the last three digits on their right
    // (without the isolate the paragraph's direction draws "013•••••2010+").
    const order = await lead.evaluate((element, text) => {
      const node = [...element.childNodes].find((child) => child.textContent?.includes(text))
      if (!node || node.nodeType !== Node.TEXT_NODE) return null
      const start = (node.textContent ?? '').indexOf(text)
      const leftOf = (offset: number) => {
        const range = document.createRange()
        range.setStart(node, start + offset)
        range.setEnd(node, start + offset + 1)
        return range.getBoundingClientRect().left
      }
      return { plus: leftOf(0), dot: leftOf(5), last: leftOf(text.length - 1) }
    }, masked)
    expect(order).not.toBeNull()
    expect(order!.plus).toBeLessThan(order!.dot)
    expect(order!.dot).toBeLessThan(order!.last)
    await shot(page, 'verify-phone-ar')

    // The password reset, logged out: its fields marked, the masked email in its isolate.
    await context.clearCookies()
    await page.goto('/ar/reset-password')
    const reset = page.locator('#reset-form')
    await reset.locator('button[type="submit"]').click()
    await expectRefused(reset.locator('input[name="login"]'), 'أدخل بريدك الإلكتروني أو رقم هاتفك.')
    await reset.locator('input[name="login"]').fill('nobody.here@example.com')
    await reset.locator('button[type="submit"]').click()
    await expect(reset.locator('.form-error')).toHaveText('الحساب غير موجود.')
    await expectAccepted(reset.locator('input[name="login"]'))
    await reset.locator('input[name="login"]').fill(who.email)
    await reset.locator('button[type="submit"]').click()
    const maskedEmail = `${who.email.slice(0, 2)}•••@example.com`
    await expect(reset.locator('.form-lead')).toContainText(`\u2066${maskedEmail}\u2069`)
    await reset.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click()
    await expect(reset.locator('input[name="code"]')).toHaveAttribute('aria-invalid', 'true')
    await expect(reset.locator('input[name="password"]')).toHaveAttribute('aria-invalid', 'true')
    await expect(reset.locator('input[name="code"]')).toBeFocused()
    await context.close()
  })

  for (const { name, path, phone } of [
    { name: 'Arabic on a phone', path: '/ar/login#login-form', phone: true },
    { name: 'English on a desktop', path: '/login#login-form', phone: false },
  ]) {
    test(`the login anchor leaves its heading below the sticky navbar (${name})`, async ({
      browser,
    }) => {
      const context = await browser.newContext(
        phone ? PHONE : { viewport: { width: 1280, height: 800 } },
      )
      const page = await context.newPage()
      await page.goto(path)
      const heading = page.locator('#login-form h1')
      await expect(heading).toBeVisible()
      // The anchor did scroll: the form is not where the page starts.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      const header = await page.locator('header.navbar').boundingBox()
      const title = await heading.boundingBox()
      expect(header && title).toBeTruthy()
      expect(title!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
      await shot(page, `login-anchor-${phone ? 'phone-ar' : 'desktop-en'}`)
      await context.close()
    })
  }

  test('the Arabic footer names the shopping card in Arabic; the English one in English', async ({
    browser,
  }) => {
    const { context, page } = await onPhone(browser)
    await page.goto('/ar/terms')
    const brands = page.locator('.site-footer .card-brands')
    await expect(brands).toContainText('بطاقة التسوق')
    await expect(page.locator('.site-footer')).not.toContainText(/shopping card/i)
    // The card schemes keep their wordmarks, marked as English for screen readers.
    await expect(brands.locator('li[lang="en"]')).toHaveText(['Visa', 'Mastercard', 'Meeza'])
    await scrollToEnd(page)
    await shot(page, 'footer-phone-ar')
    await context.close()

    const english = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await english.goto('/terms')
    await expect(english.locator('.site-footer .card-brands')).toContainText('Shopping card')
    await scrollToEnd(english)
    await shot(english, 'footer-desktop-en')
    await english.close()
  })
})

test.describe('typed before the page is ready', () => {
  /** Holds the page's script files until `release` is called: the page is not hydrated yet. */
  async function holdScripts(page: Page) {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/**/*.js', async (route) => {
      await released
      await route.continue()
    })
    return release
  }

  test('a sign-up typed before the scripts arrived sends nothing until they have, then signs up', async ({
    browser,
  }) => {
    const who = person()
    const { context, page } = await onPhone(browser)
    const release = await holdScripts(page)
    await page.goto('/signup', { waitUntil: 'domcontentloaded' })
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    const submits = await watchSubmits(page)
    const form = page.locator('#signup-form')
    await form.locator('input[name="name"]').fill(who.name)
    await form.locator('input[name="email"]').fill(who.email)
    await form.locator('input[name="mobile"]').fill(who.mobile)
    await form.locator('input[name="password"]').fill('secret-123')
    await expect(form.locator('button[type="submit"]')).toBeDisabled()
    await form.locator('input[name="password"]').press('Enter')
    expect(await submits()).toBe(0)
    expect(posts).toEqual([])
    expect(page.url()).not.toContain('secret')
    release()
    const send = page.locator('#signup-form button[type="submit"]')
    await expect(send).toBeEnabled()
    // What was typed is still there, and goes.
    await expect(page.locator('#signup-form input[name="email"]')).toHaveValue(who.email)
    await send.click()
    await expect(page).toHaveURL(/\/verify$/)
    await context.close()
  })

  test('password reset keeps what was typed before the scripts arrived', async ({ browser }) => {
    const who = person()
    const { context, page } = await onPhone(browser)
    await page.goto('/signup')
    await fillSignup(page, who)
    await expect(page).toHaveURL(/\/verify$/)
    await context.close()

    const other = await onPhone(browser)
    const release = await holdScripts(other.page)
    await other.page.goto('/reset-password', { waitUntil: 'domcontentloaded' })
    await other.page.locator('input[name="login"]').fill(who.email)
    const send = other.page.locator('#reset-form button[type="submit"]')
    await expect(send).toBeDisabled()
    release()
    await expect(send).toBeEnabled()
    await send.click()
    await expect(other.page.locator('input[name="code"]')).toBeVisible()
    await other.context.close()
  })

  test('a verification code filled in before the scripts arrived is sent once the page is ready', async ({
    browser,
  }) => {
    const who = person()
    const { context, page } = await onPhone(browser)
    const started = new Date(Date.now() - 1000)
    await page.goto('/signup')
    await fillSignup(page, who)
    await expect(page).toHaveURL(/\/verify$/)
    const code = await codeSentTo(who.e164, started)

    // The verification page again, as a phone's SMS autofill would meet it: not hydrated yet.
    const release = await holdScripts(page)
    await page.goto('/verify', { waitUntil: 'domcontentloaded' })
    await page.locator('input[name="code"]').fill(code)
    release()
    await expect(page).toHaveURL(/\/settings$/)
    await context.close()
  })

  test('a contact message typed before the scripts arrived is sent by POST once they have, not in the address', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' })
    const tag = String(Date.now() % 1e8)
    await page.getByLabel('Your name').fill('Omar Fathy')
    await page.getByLabel('Email').fill(`omar.${tag}@example.com`)
    await page.getByLabel('Your message').fill(`Two cars from the airport on Friday, ${tag}.`)
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled()
    release()
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled()
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/api/contact'),
    )
    await page.getByRole('button', { name: 'Send message' }).click()
    expect((await sent).postDataJSON()).toMatchObject({ name: 'Omar Fathy', lang: 'en' })
    await expect(page.locator('p.form-success[role="status"]')).toContainText(
      // The typed name and address are isolated (U+2068 ... U+2069), whatever their direction.
      `Thank you, \u2068Omar Fathy\u2069. Your message has been sent, and we will reply to \u2068omar.${tag}@example.com\u2069 soon.`,
    )
    await expect(page.locator('#contact-done')).toBeFocused()
    expect(new URL(page.url()).search).toBe('')
    // "Send another message" brings the form back, emptied.
    await page.getByRole('button', { name: 'Send another message' }).click()
    await expect(page.getByLabel('Your name')).toBeFocused()
    await expect(page.getByLabel('Your name')).toHaveValue('')
  })
})
