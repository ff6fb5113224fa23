'use client'

/** Prints the page (the run sheet); the admin's navigation is left out by the print styles. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="btn btn--style-primary btn--size-small"
      onClick={() => window.print()}
    >
      {label}
    </button>
  )
}
