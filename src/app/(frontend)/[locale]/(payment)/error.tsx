'use client'

import { useTranslations } from 'next-intl'

import { ErrorMessage } from '@/components/layout/ErrorMessage'

type Props = { error: Error & { digest?: string; status?: number }; reset: () => void }

/** A payment screen that failed to render: 'An error occurred' in the payment layout, a link home. */
export default function PaymentRouteError({ error }: Props) {
  const t = useTranslations('errors')
  return (
    <ErrorMessage
      status={typeof error.status === 'number' ? error.status : 500}
      title={t('errorTitle')}
      homeLabel={t('goBackHome')}
    />
  )
}
