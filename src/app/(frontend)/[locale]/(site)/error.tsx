'use client'

import { useTranslations } from 'next-intl'

import { ErrorMessage } from '@/components/layout/ErrorMessage'

type Props = { error: Error & { digest?: string; status?: number }; reset: () => void }

/** Route errors: 'An error occurred' with the status (500 when none is given) and a link home. */
export default function RouteError({ error }: Props) {
  const t = useTranslations('errors')
  return (
    <ErrorMessage
      status={typeof error.status === 'number' ? error.status : 500}
      title={t('errorTitle')}
      homeLabel={t('goBackHome')}
    />
  )
}
