/** Reservation statuses of decisions.md, with the label customers see and the staff colour. */
export const RESERVATION_STATUSES = [
  'pending',
  'paid-not-sent',
  'cash-not-sent',
  'completed',
  'fail',
  'cancelled',
] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

export type CustomerStatusLabel = 'COMPLETED' | 'IN-COMPLETE' | 'FAIL' | 'CANCELLED'

const CUSTOMER_LABELS: Record<ReservationStatus, CustomerStatusLabel> = {
  pending: 'IN-COMPLETE',
  'paid-not-sent': 'COMPLETED',
  'cash-not-sent': 'COMPLETED',
  completed: 'COMPLETED',
  fail: 'FAIL',
  cancelled: 'CANCELLED',
}

export const customerLabel = (status: ReservationStatus): CustomerStatusLabel =>
  CUSTOMER_LABELS[status]

export const STAFF_COLOURS: Record<ReservationStatus, string> = {
  pending: 'gray',
  'paid-not-sent': 'orange',
  'cash-not-sent': 'orange',
  completed: 'green',
  fail: 'red',
  cancelled: 'dark',
}
