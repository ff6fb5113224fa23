'use client'

import { useTransition } from 'react'

import { usePathname, useRouter } from '@/i18n/navigation'
import { type Locale, localizedPath } from '@/i18n/locales'

type Props = { target: Locale; label: string; ariaLabel: string }

/**
 * Switching language goes through the server (POST /api/lang), which remembers it in a cookie; the
 * same page opens in the other language with its query.
 */
export function LanguageToggle({ target, label, ariaLabel }: Props) {
  const pathname = usePathname()
  const router = useRouter()
  const [pending, startTransition] = useTransition()

  return (
    <a
      href={localizedPath(target, pathname)}
      hrefLang={target}
      lang={target}
      aria-label={ariaLabel}
      aria-busy={pending}
      className="language-toggle"
      onClick={(event) => {
        event.preventDefault()
        startTransition(async () => {
          await fetch('/api/lang', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ lang: target }),
          }).catch(() => undefined)
          // The page's query stays: a private link's token (/manage, /driver), a booking to pay.
          router.replace(`${pathname}${window.location.search}`, { locale: target })
        })
      }}
    >
      {label}
    </a>
  )
}
