import { getLocale, getTranslations } from 'next-intl/server'

import { ErrorMessage } from '@/components/layout/ErrorMessage'
import { SiteChrome } from '@/components/layout/SiteChrome'
import type { Locale } from '@/i18n/locales'

/** Unknown pages: HTTP 404, 'Page not found' and 'This page could not be found.', a link home. */
export default async function NotFound() {
  const locale = (await getLocale()) as Locale
  const t = await getTranslations('errors')
  return (
    <SiteChrome locale={locale}>
      <ErrorMessage
        status={404}
        title={t('notFoundTitle')}
        text={t('notFoundText')}
        homeLabel={t('goBackHome')}
      />
    </SiteChrome>
  )
}
