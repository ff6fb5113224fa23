import { getTranslations } from 'next-intl/server'

import { ErrorMessage } from '@/components/layout/ErrorMessage'

/**
 * Unknown pages (`[...rest]`, an unknown service or article, another customer's reservation):
 * HTTP 404, 'Page not found' and 'This page could not be found.', a link home, inside the site's
 * header and footer, which the (site) layout draws. Only the message is this boundary's own: every
 * page carries its not-found boundary in its payload, so a boundary with its own header and footer
 * would send them twice on every page (issue 15).
 */
export default async function NotFound() {
  const t = await getTranslations('errors')
  return (
    <ErrorMessage
      status={404}
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      homeLabel={t('goBackHome')}
    />
  )
}
