import * as z from 'zod'

import { cairoWallTimeToUtc } from '../booking/cairoTime'
import { RESERVATION_STATUSES, type ReservationStatus, STAFF_COLOURS } from '../booking/status'
import { plainText } from '../lib/plainText'
import {
  PAYMENT_LINK_STATUSES,
  paymentLinkState,
  type PaymentLinkStatus,
} from '../payments/paymentLinks'

/**
 * The staff JSON API of the spec (`/api/{staffsegment}/...`): its query rules, its pickup-date
 * range in Cairo time and the shapes it answers with. Plain TypeScript: the routes parse with
 * these schemas, the operations in `operations/` read Payload.
 */
export const STAFF_ERRORS = {
  notLoggedIn: 'staff.errors.notLoggedIn',
  staffOnly: 'staff.errors.staffOnly',
  pageInvalid: 'staff.errors.pageInvalid',
  limitInvalid: 'staff.errors.limitInvalid',
  statusInvalid: 'staff.errors.statusInvalid',
  dateInvalid: 'staff.errors.dateInvalid',
  dateRangeInvalid: 'staff.errors.dateRangeInvalid',
  searchInvalid: 'staff.errors.searchInvalid',
  emailRequired: 'account.errors.emailRequired',
  passwordRequired: 'account.errors.passwordLength',
  reasonRequired: 'backoffice.errors.reasonRequired',
  legInvalid: 'backoffice.errors.legNotInTrip',
  refundAmountInvalid: 'backoffice.errors.refundAmountFormat',
} as const

export const STAFF_LIST_LIMIT = { default: 20, max: 100 } as const

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A query parameter that is a whole number in [min, max]; absent gives the default. */
const wholeNumber = (message: string, min: number, max: number, fallback: number) =>
  plainText(message)
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message))
    .optional()
    .transform((value) => value ?? fallback)

const pageQuery = {
  page: wholeNumber(STAFF_ERRORS.pageInvalid, 1, 100_000, 1),
  limit: wholeNumber(STAFF_ERRORS.limitInvalid, 1, STAFF_LIST_LIMIT.max, STAFF_LIST_LIMIT.default),
  q: plainText(STAFF_ERRORS.searchInvalid)
    .trim()
    .max(100, STAFF_ERRORS.searchInvalid)
    .optional()
    .transform((value) => value || undefined),
}

/** A calendar day 'YYYY-MM-DD' as it is in Cairo. */
const cairoDay = plainText(STAFF_ERRORS.dateInvalid)
  .regex(DATE, STAFF_ERRORS.dateInvalid)
  .refine((day) => cairoWallTimeToUtc(`${day}T00:00`) !== null, STAFF_ERRORS.dateInvalid)
  .optional()

/** `GET /api/{staffsegment}/reservations?page&limit&status&from&to&q` */
export const reservationListQuery = z
  .object({
    ...pageQuery,
    status: z.enum(RESERVATION_STATUSES, { error: STAFF_ERRORS.statusInvalid }).optional(),
    from: cairoDay,
    to: cairoDay,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: STAFF_ERRORS.dateRangeInvalid,
  })
export type ReservationListQuery = z.output<typeof reservationListQuery>

/** `GET /api/{staffsegment}/paymentlinks?page&limit&status&q` */
export const paymentLinkListQuery = z.object({
  ...pageQuery,
  status: z.enum(PAYMENT_LINK_STATUSES, { error: STAFF_ERRORS.statusInvalid }).optional(),
})
export type PaymentLinkListQuery = z.output<typeof paymentLinkListQuery>

/** `POST /api/{staffsegment}/login {email, password}` */
export const staffLoginBody = z.object({
  email: plainText(STAFF_ERRORS.emailRequired)
    .trim()
    .min(1, STAFF_ERRORS.emailRequired)
    .max(254, STAFF_ERRORS.emailRequired)
    .toLowerCase(),
  password: plainText(STAFF_ERRORS.passwordRequired)
    .min(1, STAFF_ERRORS.passwordRequired)
    .max(200, STAFF_ERRORS.passwordRequired),
})
export type StaffLoginBody = z.output<typeof staffLoginBody>

/** A staff user as the staff API shows it: never a session, hash or token. */
export type StaffUserView = { id: number | string; name: string; email: string; role: string }

export const staffUserView = (user: {
  id: number | string
  name?: string | null
  email?: string | null
  role?: string | null
}): StaffUserView => ({
  id: user.id,
  name: user.name ?? '',
  email: user.email ?? '',
  role: user.role ?? '',
})

/** The customer of a list row, as far as it was read. */
type CustomerInput = {
  id: number | string
  name?: string | null
  email?: string | null
  mobile?: string | null
}

export type ReservationRowInput = {
  id: number | string
  reservationNumber: string
  status: ReservationStatus
  customer: CustomerInput | number | string | null | undefined
  tripType: string
  paymentType: string
  execDate: string
  execLocal?: string | null
  returningLocal?: string | null
  pickupAddress?: string | null
  dropoffAddress?: string | null
  carType?: string | null
  persons?: number | null
  luggages?: number | null
  arrivalFlightNumber?: string | null
  departureFlightNumber?: string | null
  passengerName?: string | null
  passengerPhone?: string | null
  price: number
  currency?: string | null
  createdAt: string
}

const customerView = (customer: ReservationRowInput['customer']) =>
  customer && typeof customer === 'object'
    ? {
        id: customer.id,
        name: customer.name ?? '',
        email: customer.email ?? '',
        mobile: customer.mobile ?? '',
      }
    : customer
      ? { id: customer, name: '', email: '', mobile: '' }
      : null

/** One reservation of the staff list: pickup in Cairo wall time, the status with its colour. */
export const staffReservationRow = (doc: ReservationRowInput) => ({
  id: doc.id,
  reservationNumber: doc.reservationNumber,
  status: doc.status,
  colour: STAFF_COLOURS[doc.status],
  customer: customerView(doc.customer),
  tripType: doc.tripType,
  paymentType: doc.paymentType,
  pickupAt: doc.execDate,
  pickupCairo: doc.execLocal ?? null,
  returnCairo: doc.returningLocal ?? null,
  pickupAddress: doc.pickupAddress ?? '',
  dropoffAddress: doc.dropoffAddress ?? '',
  carType: doc.carType ?? '',
  persons: doc.persons ?? null,
  luggages: doc.luggages ?? null,
  arrivalFlightNumber: doc.arrivalFlightNumber ?? null,
  departureFlightNumber: doc.departureFlightNumber ?? null,
  passengerName: doc.passengerName ?? null,
  passengerPhone: doc.passengerPhone ?? null,
  price: doc.price,
  currency: doc.currency ?? 'EGP',
  createdAt: doc.createdAt,
})

export type PaymentLinkRowInput = {
  id: number | string
  amount: number
  customerName?: string | null
  phone?: string | null
  email?: string | null
  description?: string | null
  reservation?: { id: number | string; reservationNumber?: string | null } | number | string | null
  language?: string | null
  expiresAt?: string | null
  status: PaymentLinkStatus
  payUrl?: string | null
  paidAt?: string | null
  createdAt: string
}

/** One payment link of the staff list: `status` is its state now (an active link past its expiry is expired). */
export const staffPaymentLinkRow = (doc: PaymentLinkRowInput, now: Date) => ({
  id: doc.id,
  status: paymentLinkState(doc, now),
  amount: doc.amount,
  customerName: doc.customerName ?? '',
  phone: doc.phone ?? '',
  email: doc.email ?? '',
  description: doc.description ?? '',
  reservation:
    doc.reservation && typeof doc.reservation === 'object'
      ? { id: doc.reservation.id, reservationNumber: doc.reservation.reservationNumber ?? '' }
      : doc.reservation
        ? { id: doc.reservation, reservationNumber: '' }
        : null,
  language: doc.language ?? null,
  expiresAt: doc.expiresAt ?? null,
  payUrl: doc.payUrl ?? null,
  paidAt: doc.paidAt ?? null,
  createdAt: doc.createdAt,
})

/** `POST .../reservations/{number}/send-to-operations|cancel {reason}`: the operation checks it. */
export const transitionBody = z.object({
  reason: plainText(STAFF_ERRORS.reasonRequired).max(2_000, STAFF_ERRORS.reasonRequired),
})

/**
 * `POST .../reservations/{number}/refund {amount, reason}` (admins): `amount` in piasters, a whole
 * number above 0; the operation checks it against what the payment still holds.
 */
export const refundBody = z.object({
  amount: z
    .number(STAFF_ERRORS.refundAmountInvalid)
    .int(STAFF_ERRORS.refundAmountInvalid)
    .positive(STAFF_ERRORS.refundAmountInvalid)
    .max(100_000_000, STAFF_ERRORS.refundAmountInvalid),
  reason: plainText(STAFF_ERRORS.reasonRequired).max(2_000, STAFF_ERRORS.reasonRequired),
})

/**
 * `POST .../reservations/{number}/dispatch {leg, name, mobile, plate, reason?}`: the driver's
 * fields are checked by the dispatch rules (`driverInput`), the leg by the operation.
 */
export const dispatchBody = z.object({
  leg: plainText(STAFF_ERRORS.legInvalid).max(20, STAFF_ERRORS.legInvalid),
  // A one-off driver as typed...
  name: plainText('backoffice.errors.driverNameRequired').max(200).optional(),
  mobile: plainText('backoffice.errors.driverMobileInvalid').max(40).optional(),
  plate: plainText('backoffice.errors.vehiclePlateInvalid').max(40).optional(),
  // ... or a driver and vehicle of the roster (decision 0185), with the reason to send them
  // despite a conflict.
  driverId: z
    .union([z.number(), plainText('backoffice.errors.dispatchRosterInvalid').max(12)])
    .optional(),
  vehicleId: z
    .union([z.number(), plainText('backoffice.errors.dispatchRosterInvalid').max(12)])
    .optional(),
  override: plainText(STAFF_ERRORS.reasonRequired).max(2_000).optional(),
  reason: plainText(STAFF_ERRORS.reasonRequired).max(2_000).optional(),
})

/** `POST .../reservations/{number}/progress {leg, state, reason}`: staff correct a leg's progress. */
export const progressBody = z.object({
  leg: plainText(STAFF_ERRORS.legInvalid).max(20, STAFF_ERRORS.legInvalid),
  state: plainText('backoffice.errors.progressInvalid').max(
    20,
    'backoffice.errors.progressInvalid',
  ),
  reason: plainText(STAFF_ERRORS.reasonRequired).max(2_000, STAFF_ERRORS.reasonRequired),
})

/**
 * `POST .../reservations/{number}/flight-delay {expectedArrival, reason}`: the arriving flight's new
 * expected time, Cairo wall time as a `datetime-local` field sends it ('YYYY-MM-DDTHH:mm').
 */
export const flightDelayBody = z.object({
  expectedArrival: plainText('backoffice.errors.flightDelayInvalid').max(
    20,
    'backoffice.errors.flightDelayInvalid',
  ),
  reason: plainText(STAFF_ERRORS.reasonRequired).max(2_000, STAFF_ERRORS.reasonRequired),
})

/** A reservation number in a staff API path (`MS-` and letters/digits; found or not later). */
export const reservationNumberParam = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,20}$/, 'backoffice.errors.reservationNotFound')
