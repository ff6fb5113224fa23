'use client'

import { useTransition } from 'react'

import { usePathname, useRouter } from '@/i18n/navigation'
import { type Locale, localizedPath } from '@/i18n/locales'

type Props = { target: Locale; label: string; ariaLabel: string }

/** Switching language goes through the server (POST /api/lang), which remembers it in a cookie. */
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
          router.replace(pathname, { locale: target })
        })
      }}
    >
      {label}
    </a>
  )
}
