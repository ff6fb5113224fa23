'use client'

import { useState } from 'react'

import { callApi } from '@/components/apiClient'
import type { Locale } from '@/i18n/locales'
import { useRouter } from '@/i18n/navigation'
import type { DriverStep } from '@/booking/lifecycle/progress'

/** Where the phone is, when the driver lets it say (never waits more than a few seconds). */
function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null)
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve(null),
      { timeout: 4000, maximumAge: 60_000 },
    )
  })
}

/**
 * A leg's next steps on the driver's page (issue 33 item 2; decisions 0160 and 0170): only the
 * steps the trip allows now (the page says from when the others open); each tap goes to
 * `POST /api/driver/step` with the position when the phone shares it; the server decides again (a
 * repeat changes nothing) and the page is read again. A refusal is shown under the buttons, in the
 * page's language.
 */
export function DriverStepButtons({
  token,
  locale,
  reservationNumber,
  leg,
  steps,
  labels,
  network,
}: {
  token: string
  /** The page's language: a refusal comes back in it. */
  locale: Locale
  reservationNumber: string
  leg: 'outbound' | 'return'
  steps: DriverStep[]
  labels: Record<DriverStep, string>
  network: string
}) {
  const router = useRouter()
  const [pending, setPending] = useState<DriverStep | null>(null)
  const [error, setError] = useState<string | null>(null)

  const tap = async (step: DriverStep) => {
    if (pending) return
    setPending(step)
    setError(null)
    const position = await currentPosition()
    const path = `/api/driver/step?lang=${locale}`
    const answer = await callApi<{ progress: string; changed: boolean }>(path, {
      method: 'POST',
      body: { token, reservationNumber, leg, step, position },
    })
    setPending(null)
    if (!answer.ok) setError(answer.failure?.message ?? network)
    router.refresh()
  }

  // A refusal stays shown even when the page, read again, offers no button any more.
  if (steps.length === 0 && !error) return null
  return (
    <div className="driver-steps">
      {steps.map((step) => (
        <button
          key={step}
          type="button"
          className={step === 'no-show' ? 'button button-danger' : 'button button-primary'}
          aria-disabled={pending !== null}
          onClick={() => void tap(step)}
        >
          {labels[step]}
        </button>
      ))}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
