'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, type ReactNode, useState } from 'react'

type Props = {
  /** The staff API address the form posts its fields to, as JSON. */
  action: string
  submitLabel: string
  /** Said after a success (the screen refreshes to show the change). */
  doneText: string
  /** Asked before sending (a cancel, a refund). */
  confirmText?: string
  /** Where to go after a success; the answer's `location` wins, else the screen refreshes. */
  next?: string
  /** Said when the answer carries no message (the network failed). */
  failText: string
  danger?: boolean
  /** The submit button's size (Payload's button sizes); medium unless said. */
  size?: 'small' | 'medium'
  /** Empty the form's fields after a success (a create form, ready for the next one). */
  resetOnDone?: boolean
  className?: string
  children?: ReactNode
}

type Answer = { message?: string; location?: string; issues?: { message: string }[] }

/**
 * A desk action (send to operations, cancel, assign a driver, create or cancel a payment link):
 * the fields go to the staff API as JSON, its answer's message is shown in the staff member's
 * language, and the screen shows the new state. The server checks everything again.
 */
export function ActionForm({
  action,
  submitLabel,
  doneText,
  confirmText,
  next,
  failText,
  danger,
  size = 'medium',
  resetOnDone,
  className,
  children,
}: Props) {
  const router = useRouter()
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' | 'error'; text?: string }>({
    kind: 'idle',
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (confirmText && !window.confirm(confirmText)) return
    const form = event.currentTarget
    const fields = Object.fromEntries(new FormData(form).entries())
    setState({ kind: 'busy' })
    let answer: Answer = {}
    let ok = false
    try {
      const response = await fetch(action, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(fields),
      })
      ok = response.ok
      answer = (await response.json().catch(() => ({}))) as Answer
    } catch {
      answer = {}
    }
    if (!ok) {
      // The message is the first issue's: each is said once.
      const texts = [answer.message, ...(answer.issues ?? []).map((issue) => issue.message)]
      const text = [...new Set(texts.filter(Boolean))].join(' ')
      setState({ kind: 'error', text: text || failText })
      return
    }
    setState({ kind: 'done', text: doneText })
    if (resetOnDone) form.reset()
    const target = answer.location ?? next
    if (target) router.push(target)
    router.refresh()
  }

  return (
    <form className={`desk-form ${className ?? ''}`} onSubmit={submit} method="post">
      {children}
      <button
        type="submit"
        className={`btn btn--size-${size} btn--style-primary ${danger ? 'desk-form__danger' : ''}`}
        disabled={state.kind === 'busy'}
      >
        {submitLabel}
      </button>
      <p className="desk-form__status" role="status" aria-live="polite">
        {state.kind === 'done' ? state.text : null}
      </p>
      {state.kind === 'error' ? (
        <p className="desk-form__error" role="alert">
          {state.text}
        </p>
      ) : null}
    </form>
  )
}
