'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { type ApiIssue, callApi, secondsToWait } from '@/components/apiClient'

/** The customer as the account API answers it (`user` of sign-in, sign-up and verify). */
export type AccountUser = {
  id: number
  name: string
  email: string
  mobile: string
  verified: boolean
  /** The mobile number is proven by an SMS code: cash bookings need it. */
  phoneVerified: boolean
}

/**
 * The answer of an account call: the data, or the refusal's code (null when the server could not
 * be reached) with its message in the page's language, every refused field (`issues`: the API
 * lists them all at once), and how long it asks to wait (`secondsToWait`).
 */
export type AccountAnswer<T> =
  | { ok: true; data: T }
  | { ok: false; code: string | null; message: string; issues: ApiIssue[]; wait: number }

/** Sends JSON to the account API (`callApi`); any failure comes with one clear message. */
export function useAccountApi() {
  const t = useTranslations('account.errors')
  const [pending, setPending] = useState(false)

  const send = useCallback(
    async <T>(
      url: string,
      body?: unknown,
      method: 'POST' | 'PATCH' = 'POST',
    ): Promise<AccountAnswer<T>> => {
      setPending(true)
      try {
        const answer = await callApi<T>(url, { method, body })
        if (answer.ok) return answer
        const { failure } = answer
        return {
          ok: false,
          code: failure?.code ?? null,
          message: failure?.message ?? t('network'),
          issues: failure?.issues ?? [],
          wait: secondsToWait(failure),
        }
      } finally {
        setPending(false)
      }
    },
    [t],
  )

  return { send, pending }
}
