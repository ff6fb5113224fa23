'use client'

import { useSearchParams } from 'next/navigation'
import { useTransition } from 'react'

import { usePathname } from '@/i18n/navigation'
import { type Locale, localizedPath } from '@/i18n/locales'

type Props = { target: Locale; label: string; ariaLabel: string }

/**
 * The language toggle of the payment screens: like the site's, through the server (POST
 * /api/lang), but it keeps the query, which names what is paid (`?reservation=`, `?link=`).
 */
export function PaymentLanguageToggle({ target, label, ariaLabel }: Props) {
  const pathname = usePathname()
  const query = useSearchParams().toString()
  const href = `${localizedPath(target, pathname)}${query ? `?${query}` : ''}`
  const [pending, startTransition] = useTransition()
  return (
    <a
      href={href}
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
          window.location.assign(href)
        })
      }}
    >
      {label}
    </a>
  )
}
