'use client'

import { useEffect } from 'react'

import { clearDraft } from '@/components/booking/draft'

/**
 * The booking is paid: the draft the booking screens kept for another try (after a declined
 * card) is forgotten, so the next booking starts empty.
 */
export function ForgetBookingDraft() {
  useEffect(() => {
    clearDraft()
  }, [])
  return null
}
