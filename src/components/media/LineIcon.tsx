import type { ReactNode } from 'react'

/**
 * The frame every line icon of the site is drawn in: 24 x 24, stroked in the text colour,
 * decorative (hidden from assistive technology; the element holding it carries the name).
 */
export function LineIcon({
  className,
  size = 24,
  children,
}: {
  className?: string
  size?: number
  children: ReactNode
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}
