'use client'

import { useSyncExternalStore } from 'react'

const HIDDEN_KEY = 'masar:slider-hidden'
const hiddenListeners = new Set<() => void>()
/** This page's choice; it holds even where storage is refused. */
let hiddenChoice: boolean | null = null

function readHidden(): boolean {
  if (hiddenChoice !== null) return hiddenChoice
  try {
    return localStorage.getItem(HIDDEN_KEY) === '1'
  } catch {
    return false
  }
}

function subscribeHidden(listener: () => void) {
  hiddenListeners.add(listener)
  return () => {
    hiddenListeners.delete(listener)
  }
}

/** Whether the visitor hid the slider, remembered in this browser; shown on the server. */
export function useSliderHidden(): [boolean, (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(subscribeHidden, readHidden, () => false)
  const setHidden = (next: boolean) => {
    hiddenChoice = next
    try {
      if (next) localStorage.setItem(HIDDEN_KEY, '1')
      else localStorage.removeItem(HIDDEN_KEY)
    } catch {
      // Storage refused: the choice lasts until the page is left.
    }
    for (const listener of hiddenListeners) listener()
  }
  return [hidden, setHidden]
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(listener: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/** The visitor's "reduce motion" setting (false on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}
