'use client'

import { useEffect, useRef } from 'react'

import type { AccountUser } from '@/components/account/useAccountApi'

import type { BookingDraft, StepId } from './draft'
import type { ShownIssue } from './fields'
import type { QuoteResult } from './useQuote'

/**
 * After a reload on a later step, once the lists are loaded: prices the trip again (prices may
 * have changed) and checks the session; anything no longer valid sends the visitor back to the
 * step where it is fixed. Runs once.
 */
export function useResumeAfterReload({
  ready,
  draft,
  requestQuote,
  checkSession,
  goTo,
  showIssues,
}: {
  ready: boolean
  draft: BookingDraft
  requestQuote: (draft: BookingDraft) => Promise<QuoteResult>
  checkSession: () => Promise<AccountUser | null>
  goTo: (step: StepId) => void
  showIssues: (issues: ShownIssue[], stay: boolean) => void
}) {
  const restored = useRef(false)
  useEffect(() => {
    if (restored.current || !ready) return
    restored.current = true
    if (draft.step === 'trip') return
    void (async () => {
      const result = await requestQuote(draft)
      if (!result.ok) {
        goTo('trip')
        if (result.issues.length) showIssues(result.issues, true)
        return
      }
      if (!result.cars.some((car) => car.code === draft.carType)) return goTo('trip')
      if (draft.step === 'account' || draft.step === 'checkout') {
        const user = await checkSession()
        // A guest stays on the checkout (decision 0144); a customer not verified yet is asked to.
        if (draft.step === 'checkout' && user && !user.verified) goTo('account')
      }
    })()
  }, [ready, draft, requestQuote, checkSession, goTo, showIssues])
}
