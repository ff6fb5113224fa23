'use client'

import { type ReactNode, useState } from 'react'

type Props = {
  /** Open on the first render; a later refresh of the screen does not close it. */
  initiallyOpen: boolean
  summary: ReactNode
  summaryClassName?: string
  className?: string
  children: ReactNode
}

/**
 * A `<details>` whose open state belongs to the staff member once the screen is shown: the
 * server's suggestion (open when the list is empty) counts only on the first render, so a refresh
 * after a create does not fold away the form and its "done" line.
 */
export function Disclosure({
  initiallyOpen,
  summary,
  summaryClassName,
  className,
  children,
}: Props) {
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <details
      className={className}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={summaryClassName}>{summary}</summary>
      {children}
    </details>
  )
}
