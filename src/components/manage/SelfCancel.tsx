'use client'

import { useState } from 'react'

import { callApi } from '@/components/apiClient'
import { useRouter } from '@/i18n/navigation'

export type SelfCancelTexts = {
  open: string
  confirmQuestion: string
  confirm: string
  keep: string
  cancelling: string
  network: string
}

/**
 * The customer's own cancellation (decision 0145): the amount was shown beside it (the server's
 * quote); "Cancel booking", then a second, explicit confirmation that sends it
 * (`POST /api/manage/cancel` with the refund shown, which the server compares). The page is read
 * again afterwards and shows the cancelled booking.
 */
export function SelfCancel({
  booking,
  expectedRefund,
  texts,
}: {
  /** The booking, by its private link's token or (for its logged-in customer) its number. */
  booking: { token: string } | { reservationNumber: string }
  expectedRefund: number
  texts: SelfCancelTexts
}) {
  const router = useRouter()
  const [asking, setAsking] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const cancel = async () => {
    if (pending) return
    setPending(true)
    setError(null)
    const answer = await callApi<{ reservationStatus: string }>('/api/manage/cancel', {
      method: 'POST',
      body: { ...booking, expectedRefund },
    })
    if (answer.ok) {
      router.refresh()
      return
    }
    setPending(false)
    setError(answer.failure?.message ?? texts.network)
    // The amount or the time may have changed: the page shows what holds now.
    router.refresh()
  }

  if (!asking) {
    return (
      <div className="booking-actions">
        <button type="button" className="button button-danger" onClick={() => setAsking(true)}>
          {texts.open}
        </button>
      </div>
    )
  }
  return (
    <div className="self-cancel-confirm" role="alertdialog" aria-labelledby="self-cancel-question">
      <p id="self-cancel-question">
        <strong>{texts.confirmQuestion}</strong>
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="booking-actions">
        <button
          type="button"
          className="button button-danger"
          aria-disabled={pending}
          onClick={() => void cancel()}
        >
          {pending ? texts.cancelling : texts.confirm}
        </button>
        <button
          type="button"
          className="button"
          disabled={pending}
          onClick={() => setAsking(false)}
        >
          {texts.keep}
        </button>
      </div>
    </div>
  )
}
