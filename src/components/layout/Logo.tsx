import { getTranslations } from 'next-intl/server'

export async function Logo() {
  const t = await getTranslations('meta')
  return (
    <span className="logo">
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M7 22 L13 10 L16 16 L19 10 L25 22"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo-text">{t('siteName')}</span>
    </span>
  )
}
