import { NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import RouteError from '@/app/(frontend)/[locale]/(site)/error'
import GlobalError from '@/app/global-error'
import { catalogues } from '@/i18n/messages'

describe('the last-resort error page', () => {
  it('says the error page itself failed, in both languages, with links home', () => {
    const html = renderToStaticMarkup(<GlobalError />)
    expect(html).toContain('An error occurred while showing the error page')
    expect(html).toContain('حدث خطأ أثناء عرض صفحة الخطأ')
    expect(html).toContain('href="/"')
    expect(html).toContain('href="/ar"')
  })
})

describe('the route error page', () => {
  const render = (locale: 'en' | 'ar', error: Error & { status?: number }) =>
    renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Africa/Cairo">
        <RouteError error={error} reset={() => undefined} />
      </NextIntlClientProvider>,
    )

  it("shows 'An error occurred' with status 500 when the error carries none, and a link home", () => {
    const html = render('en', new Error('database down'))
    expect(html).toContain('An error occurred')
    expect(html).toContain('>500<')
    expect(html).toMatch(/href="\/"[^>]*>Go back home</)
    expect(html).not.toContain('database down')
  })

  it('shows the status the error carries, in Arabic too', () => {
    const html = render('ar', Object.assign(new Error('forbidden'), { status: 403 }))
    expect(html).toContain('>403<')
    expect(html).toContain(catalogues.ar.errors.errorTitle)
  })
})
