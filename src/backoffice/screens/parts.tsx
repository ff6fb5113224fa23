import type { LegProgress } from '@/booking/lifecycle/progress'
import { type ReservationStatus, STAFF_COLOURS } from '@/booking/status'

/** `?a=1&b=2` of the given values (empty ones left out); '' when there are none. */
export function queryString(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** A reservation's status in its staff colour (decisions.md), with its name for everyone. */
export function StatusChip({ status, label }: { status: ReservationStatus; label: string }) {
  return (
    <span
      className={`status-chip status-chip--${STAFF_COLOURS[status]}`}
      data-colour={STAFF_COLOURS[status]}
    >
      {label}
    </span>
  )
}

/** The arrow from a trip's start to its end in the reading direction. */
export const arrow = (locale: 'en' | 'ar') => (locale === 'ar' ? '←' : '→')

/** The board's colour of each step: grey to start, blue on the move, green done, red no-show. */
export const PROGRESS_COLOURS: Record<LegProgress, string> = {
  assigned: 'gray',
  'on-the-way': 'blue',
  arrived: 'orange',
  'on-board': 'teal',
  completed: 'green',
  'no-show': 'red',
}
