import { getTranslations } from 'next-intl/server'

import { ErrorMessage } from '@/components/layout/ErrorMessage'

/**
 * The language layout's own 404, for a page outside the site's pages (the payment screens) that
 * would call `notFound()`; unknown paths are the site's (`(site)/[...rest]`, `(site)/not-found`).
 * Kept to the message and a link home: every page carries this boundary in its payload, so the
 * site's header and footer here would be sent twice on every page (issue 15).
 */
export default async function NotFound() {
  const t = await getTranslations('errors')
  return (
    <main id="content" className="site-main">
      <ErrorMessage
        status={404}
        title={t('notFoundTitle')}
        text={t('notFoundText')}
        homeLabel={t('goBackHome')}
      />
    </main>
  )
}
