import type { ReactNode } from 'react'

/** The spec's empty layout: the page alone, centred, for screens that stand on their own. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="content" className="empty-layout">
      {children}
    </main>
  )
}
