'use client'

import { useCallback, useEffect, useRef } from 'react'

/** The step's heading: where the focus goes after a step change. */
export const STEP_HEADING = 'heading'

/** `STEP_HEADING`, or the id of the element to focus (a refused field). */
export type FocusTarget = typeof STEP_HEADING | string

/**
 * Moves the focus where the visitor has to look once the screen has been drawn: the new step's
 * heading after a step change (scrolled to the top of the screen), the first refused field after
 * a refused step.
 */
export function useStepFocus() {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const target = useRef<FocusTarget | null>(null)

  // After every render: the element asked for exists only once the new step is drawn.
  useEffect(() => {
    const next = target.current
    if (!next) return
    target.current = null
    if (next === STEP_HEADING) {
      // The new step opens at its title (decision 0183): on a phone the focus alone would leave
      // the page where it was (the title "in view" at the bottom of the screen, the home page's
      // slider above it); the title's scroll margin keeps it below the navbar with the progress.
      const heading = headingRef.current
      heading?.focus({ preventScroll: true })
      heading?.scrollIntoView({ block: 'start' })
    } else document.getElementById(next)?.focus()
  })

  /** Focuses `next` after the coming render; null cancels a focus asked for before. */
  const focusAfterRender = useCallback((next: FocusTarget | null) => {
    target.current = next
  }, [])

  return { headingRef, focusAfterRender }
}
