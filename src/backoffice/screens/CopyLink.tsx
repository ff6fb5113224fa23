'use client'

import { useEffect, useId, useRef, useState } from 'react'

type Props = {
  url: string
  label: string
  copyText: string
  copiedText: string
  failedText: string
}

/**
 * A payment link's address to copy: the button puts it on the clipboard and says so; where the
 * clipboard is out of reach (an http page, a refused permission) the address, always shown in a
 * read-only field, is selected for the staff member to copy by hand.
 */
export function CopyLink({ url, label, copyText, copiedText, failedText }: Props) {
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')

  useEffect(() => {
    if (state !== 'copied') return
    const timer = setTimeout(() => setState('idle'), 4_000)
    return () => clearTimeout(timer)
  }, [state])

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard')
      await navigator.clipboard.writeText(url)
      setState('copied')
    } catch {
      field.current?.focus()
      field.current?.select()
      setState('failed')
    }
  }

  return (
    <div className="paylinks-copy">
      <label className="paylinks-copy__label" htmlFor={id}>
        {label}
      </label>
      <div className="paylinks-copy__row">
        <input
          ref={field}
          id={id}
          className="paylinks-copy__url"
          type="text"
          dir="ltr"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small paylinks-copy__button"
          onClick={copy}
        >
          {copyText}
        </button>
      </div>
      <p className="paylinks-copy__status" role="status" aria-live="polite">
        {state === 'copied' ? <span className="paylinks-copy__copied">✓ {copiedText}</span> : null}
        {state === 'failed' ? failedText : null}
      </p>
    </div>
  )
}
