'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

/** The customer as the account API answers it (`user` of sign-in, sign-up and verify). */
export type AccountUser = {
  id: number
  name: string
  email: string
  mobile: string
  verified: boolean
}

/** Where an embedded form's heading sits in its page's outline (a page's own form is the h1). */
export type HeadingLevel = 1 | 2 | 3 | 4

export const headingTag = (level: HeadingLevel = 1) => `h${level}` as 'h1' | 'h2' | 'h3' | 'h4'

export type ApiAnswer<T> =
  { ok: true; data: T } | { ok: false; message: string; error?: string; retryAfter?: number }

/** Sends JSON to the account API and turns any failure into one clear message in the page's language. */
export function useAccountApi() {
  const t = useTranslations('account.errors')
  const [pending, setPending] = useState(false)

  const send = useCallback(
    async <T>(url: string, body?: unknown, method = 'POST'): Promise<ApiAnswer<T>> => {
      setPending(true)
      try {
        const response = await fetch(url, {
          method,
          headers: { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: 'same-origin',
        })
        const data = await response.json().catch(() => null)
        if (response.ok) return { ok: true, data: data as T }
        return {
          ok: false,
          message: data?.message ?? t('network'),
          error: data?.error,
          retryAfter: data?.retryAfter,
        }
      } catch {
        return { ok: false, message: t('network') }
      } finally {
        setPending(false)
      }
    },
    [t],
  )

  return { send, pending }
}
