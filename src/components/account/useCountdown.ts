'use client'

import { useEffect, useState } from 'react'

/** Seconds left from `initial`, ticking down once a second; `restart(n)` starts again from n. */
export function useCountdown(initial: number) {
  const [left, setLeft] = useState(initial)
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((value) => Math.max(0, value - 1)), 1000)
    return () => clearTimeout(timer)
  }, [left])
  return { left, restart: setLeft }
}
