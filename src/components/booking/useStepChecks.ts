'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useMemo } from 'react'

import type { CarCapacity } from '@/booking/cars'
import type { BookingPlace } from '@/booking/validation'
import { isolateLtr } from '@/i18n/textDirection'

import { type BookingRequest, stepIssues } from './bookingPayload'
import type { StepId } from './draft'
import type { ShownIssue } from './fields'

/**
 * The browser's check of the steps, with the rules and messages of the server (`stepIssues`):
 * the issues of `steps` for a payload, as the messages shown beside their fields.
 */
export function useStepChecks({
  places,
  cars,
  minLeadHours,
  hotline,
}: {
  places: BookingPlace[]
  cars: CarCapacity[]
  minLeadHours: number
  hotline: string
}) {
  const translate = useTranslations()
  const context = useMemo(
    () => ({ minLeadHours, places, cars, hotline }),
    [minLeadHours, places, cars, hotline],
  )
  return useCallback(
    (steps: readonly StepId[], payload: BookingRequest): ShownIssue[] => {
      const now = new Date()
      return steps
        .flatMap((step) => stepIssues(step, payload, { ...context, now }))
        .map((issue) => ({
          field: issue.field,
          message: translate(issue.messageKey, {
            ...issue.values,
            ...(issue.values.phone !== undefined ? { phone: isolateLtr(hotline) } : {}),
          }),
        }))
    },
    [context, translate, hotline],
  )
}
