'use client'

import { useState } from 'react'

import { callApi } from '@/components/apiClient'
import { useRouter } from '@/i18n/navigation'
import type { DriverStep } from '@/tripday/progress'

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
 * A leg's next steps on the driver's page (issue 33 item 2; decision 0160): each tap goes to
 * `POST /api/driver/step` with the position when the phone shares it; the server decides (a repeat
 * changes nothing) and the page is read again. A refusal is shown under the buttons.
 */
export function DriverStepButtons({
  token,
  reservationNumber,
  leg,
  steps,
  labels,
  network,
}: {
  token: string
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
    const answer = await callApi<{ progress: string; changed: boolean }>('/api/driver/step', {
      method: 'POST',
      body: { token, reservationNumber, leg, step, position },
    })
    setPending(null)
    if (!answer.ok) setError(answer.failure?.message ?? network)
    router.refresh()
  }

  if (steps.length === 0) return null
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
