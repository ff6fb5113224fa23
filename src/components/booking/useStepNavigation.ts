'use client'

import { useCallback, useState } from 'react'

import type { StepId } from './draft'
import { type FieldErrors, placeIssues, type ShownIssue } from './fields'
import { type FocusTarget, STEP_HEADING, useStepFocus } from './useStepFocus'

/**
 * The answer to the last submit, shown above the booking button (and on the account step);
 * `duplicateOf`: the reservation this booking would repeat, with the choice of a second car;
 * `logIn`: the guest's contact that has an account.
 */
export type SubmitNotice = {
  message: string
  withHotline: boolean
  duplicateOf?: string
  /** `log-in-first`: the email or mobile to log in with, by a code (decision 0144). */
  logIn?: string
}

/**
 * Moving between the steps: `goTo` shows a step afresh (no errors, no notice) and focuses its
 * heading or a field; `showIssues` shows refused fields on the earliest step that has one.
 */
export function useStepNavigation({
  showStep,
  showErrors,
}: {
  showStep: (step: StepId) => void
  showErrors: (errors: FieldErrors) => void
}) {
  const { headingRef, focusAfterRender } = useStepFocus()
  const [notice, setNotice] = useState<SubmitNotice | null>(null)

  const goTo = useCallback(
    (step: StepId, focus: FocusTarget = STEP_HEADING) => {
      showStep(step)
      setNotice(null)
      focusAfterRender(focus)
    },
    [showStep, focusAfterRender],
  )

  /**
   * Shows issues beside their fields, on the earliest step that has one, focusing the first;
   * with `stay`, on the current step (the browser's check of the step being left).
   */
  const showIssues = useCallback(
    (issues: ShownIssue[], stay = false) => {
      const placed = placeIssues(issues)
      if (!placed) return
      if (!stay) goTo(placed.step, placed.focus ?? STEP_HEADING)
      else focusAfterRender(placed.focus)
      showErrors(placed.errors)
    },
    [goTo, focusAfterRender, showErrors],
  )

  return { headingRef, focusAfterRender, goTo, showIssues, notice, say: setNotice }
}
