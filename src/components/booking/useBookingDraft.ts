'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { newIdempotencyKey } from '@/components/apiClient'

import {
  type BookingDraft,
  clearDraft,
  EMPTY_DRAFT,
  loadDraft,
  saveDraft,
  type StepId,
} from './draft'
import { type FieldErrors, withoutStaleErrors } from './fields'

/** The draft kept from before a reload, with the referral code of a `?ref=` link. */
function initialDraft(): BookingDraft {
  const draft = loadDraft() ?? EMPTY_DRAFT
  const ref = new URLSearchParams(window.location.search).get('ref')?.trim()
  return ref ? { ...draft, partnerRef: ref.toUpperCase().slice(0, 100) } : draft
}

/**
 * What the visitor has entered and what is wrong with it: the draft, kept in the session after
 * every change until the booking is made, and the field errors shown beside the fields.
 */
export function useBookingDraft() {
  const [draft, setDraft] = useState<BookingDraft>(initialDraft)
  const [errors, setErrors] = useState<FieldErrors>({})
  const finished = useRef(false)

  // The draft follows every change, until the booking is made.
  useEffect(() => {
    if (!finished.current) saveDraft(draft)
  }, [draft])

  /** A change by the visitor: the errors it makes stale go, and so does the booking's key. */
  const update = useCallback((patch: Partial<BookingDraft>) => {
    const keys = Object.keys(patch) as (keyof BookingDraft)[]
    setDraft((current) => {
      const next = { ...current, ...patch }
      // Another booking than the one last sent: its key must not be reused.
      const changed = keys.some(
        (key) => key !== 'step' && key !== 'idempotencyKey' && current[key] !== patch[key],
      )
      if (changed && !('idempotencyKey' in patch)) next.idempotencyKey = null
      return next
    })
    setErrors((current) => withoutStaleErrors(current, keys))
  }, [])

  /** Shows `step`, without the errors of the one before. */
  const showStep = useCallback((step: StepId) => {
    setDraft((current) => ({ ...current, step }))
    setErrors({})
  }, [])

  /**
   * The key of this booking attempt: the one sent before for the same booking, or a new one.
   * Stored before sending, so that a reload during the request sends the same key again.
   */
  const keyToSend = useCallback((current: BookingDraft): string => {
    const key = current.idempotencyKey ?? newIdempotencyKey()
    const withKey = { ...current, idempotencyKey: key }
    saveDraft(withKey)
    setDraft(withKey)
    return key
  }, [])

  /** The booking is made: the draft is forgotten, and no longer saved. */
  const finish = useCallback(() => {
    finished.current = true
    clearDraft()
  }, [])

  /**
   * A card booking is made and goes to its payment: the draft stays, on the checkout step and
   * without the key (the key would only find the same reservation again), so that after a
   * declined card "book again" finds everything entered. The payment-complete screen forgets it.
   */
  const keepForAnotherTry = useCallback((current: BookingDraft) => {
    finished.current = true
    saveDraft({ ...current, step: 'checkout', idempotencyKey: null })
  }, [])

  return {
    draft,
    errors,
    update,
    showStep,
    showErrors: setErrors,
    keyToSend,
    finish,
    keepForAnotherTry,
  }
}
