'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Asks the server for the page again every `everySeconds`, at most `times` times: a payment
 * being confirmed shows its outcome as soon as the gateway's answer is applied. The page reads
 * the state from the server each time; this only repeats the question.
 */
export function AutoRefresh({
  everySeconds = 4,
  times = 30,
}: {
  everySeconds?: number
  times?: number
}) {
  const router = useRouter()
  useEffect(() => {
    let count = 0
    const timer = setInterval(() => {
      count += 1
      if (count >= times) clearInterval(timer)
      router.refresh()
    }, everySeconds * 1000)
    return () => clearInterval(timer)
  }, [router, everySeconds, times])
  return null
}
