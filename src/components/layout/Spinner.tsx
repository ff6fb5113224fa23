import { useTranslations } from 'next-intl'

export function Spinner() {
  const t = useTranslations('common')
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  )
}
