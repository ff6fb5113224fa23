import config from '@payload-config'
import { generatePayloadCookie, getPayload } from 'payload'

import { assignDriver } from '@/backoffice/operations/assignDriver'
import { cancelReservation } from '@/backoffice/operations/cancelReservation'
import { refundPayment } from '@/backoffice/operations/refundPayment'
import { createPaymentLink } from '@/backoffice/operations/createPaymentLink'
import { listPaymentLinks } from '@/backoffice/operations/listPaymentLinks'
import { exportReservations } from '@/backoffice/operations/exportReservations'
import { cancelPaymentLink, emailPaymentLink } from '@/backoffice/operations/paymentLinkActions'
import { correctProgress } from '@/backoffice/operations/correctProgress'
import { afterAnswering } from '@/http/afterAnswering'
import { requestReview } from '@/reviews/operations/requestReview'
import { delayFlight } from '@/backoffice/operations/delayFlight'
import { revokeManageLink } from '@/backoffice/operations/revokeManageLink'
import { sendToOperations } from '@/backoffice/operations/sendToOperations'
import { staffApiReservations } from '@/backoffice/operations/staffApiReservations'
import { logInStaff } from '@/backoffice/operations/logInStaff'
import { staffFromHeaders } from '@/backoffice/operations/staffSession'
import {
  dispatchBody,
  flightDelayBody,
  paymentLinkListQuery,
  progressBody,
  type PaymentLinkRowInput,
  reservationListQuery,
  refundBody,
  reservationNumberParam,
  staffLoginBody,
  staffPaymentLinkRow,
  staffUserView,
  transitionBody,
} from '@/backoffice/staffApi'
import { utcToCairoWallTime } from '@/booking/cairoTime'
import { isAdminUser } from '@/access/roles'
import type { Locale } from '@/i18n/locales'
import { fail } from '@/lib/failure'
import type { PaymentLink, Reservation } from '@/payload-types'
import { zodFailure } from '@/lib/zodFailure'
import { clientIp, parseBody, readJson, requestLocale } from '@/http/request'
import { apiError, errorResponse, toResponse } from '@/http/responses'
import { fromKnownStaffDevice, staffDeviceCookie } from '@/http/staffLogin'

/**
 * The spec's staff JSON API at `/api/{staffsegment}/...` (docs/api.md). The staff segment is known
 * only at run time (STAFF_PATH), so the catch-all API route hands these paths here: thin shells
 * that parse, call one back-office operation and answer. Every answer is private to the caller.
 */
const PRIVATE = { 'Cache-Control': 'no-store' }

/** A staff route: the request and the path's captured parts (a reservation number, an id). */
type StaffRoute = (request: Request, params: string[]) => Promise<Response>

/** What a staff action answers of the reservation it changed. */
const reservationState = (reservation: Reservation) => ({
  reservationNumber: reservation.reservationNumber,
  status: reservation.status,
})

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

/** `GET /api/{staffsegment}/check-session` -> `{status: true, user}`; 401 when not logged in. */
const checkSession: StaffRoute = async (request) => {
  const payload = await getPayload({ config })
  const staff = await staffFromHeaders(payload, request.headers)
  return toResponse(
    staff,
    requestLocale(request),
    (user) => ({ status: true, user: staffUserView(user) }),
    {
      headers: PRIVATE,
    },
  )
}

/** `POST /api/{staffsegment}/login {email, password}` -> `{status, user}` and Payload's cookie. */
const login: StaffRoute = async (request) => {
  const locale = requestLocale(request)
  const body = await parseBody(request, staffLoginBody)
  if (!body.ok) return errorResponse(body, locale, PRIVATE)
  const payload = await getPayload({ config })
  const result = await logInStaff(payload, body.value, clientIp(request), {
    knownDevice: fromKnownStaffDevice(request, body.value.email),
  })
  const response = toResponse(result, locale, ({ user }) => ({ status: true, user }), {
    headers: PRIVATE,
  })
  if (result.ok) {
    const cookie = generatePayloadCookie({
      collectionAuthConfig: payload.collections.users.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
      token: result.value.token,
    })
    response.headers.append('Set-Cookie', cookie)
    response.headers.append('Set-Cookie', staffDeviceCookie(request, body.value.email))
  }
  return response
}

/** `GET /api/{staffsegment}/reservations?page&limit&status&from&to&q` -> `{reservations, count}` */
const reservations: StaffRoute = async (request) => {
  const locale = requestLocale(request)
  const payload = await getPayload({ config })
  const staff = await staffFromHeaders(payload, request.headers)
  if (!staff.ok) return errorResponse(staff, locale, PRIVATE)
  const query = reservationListQuery.safeParse(queryOf(request))
  if (!query.success) return errorResponse(zodFailure(query.error), locale, PRIVATE)
  const result = await staffApiReservations(payload, staff.value, query.data)
  return toResponse(result, locale, (value) => value, { headers: PRIVATE })
}

/**
 * `GET /api/{staffsegment}/paymentlinks?page&limit&status&q` -> `{paymentlinks, count}`; `status`
 * is the state a link is in now (an active link past its expiry is expired).
 */
const paymentLinks: StaffRoute = async (request) => {
  const locale = requestLocale(request)
  const payload = await getPayload({ config })
  const staff = await staffFromHeaders(payload, request.headers)
  if (!staff.ok) return errorResponse(staff, locale, PRIVATE)
  const query = paymentLinkListQuery.safeParse(queryOf(request))
  if (!query.success) return errorResponse(zodFailure(query.error), locale, PRIVATE)
  const result = await listPaymentLinks(payload, staff.value, query.data)
  return toResponse(result, locale, (value) => value, { headers: PRIVATE })
}

/** The staff member of a request and the caller's language, or the answer refusing them. */
async function staffOf(request: Request) {
  const locale = requestLocale(request)
  const payload = await getPayload({ config })
  const staff = await staffFromHeaders(payload, request.headers)
  return { locale, payload, staff }
}

/** The reservation number of the path, or the 404 answer. */
function numberOf(params: string[]) {
  const parsed = reservationNumberParam.safeParse(params[0])
  return parsed.success ? parsed.data : null
}

const notFound = (locale: Locale) =>
  apiError(locale, 'reservation-not-found', 'backoffice.errors.reservationNotFound')

/**
 * `GET /api/{staffsegment}/reservations.csv?<the desk's filters>` -> the filtered list as CSV,
 * every row, streamed as it is read (no count header: counting a search again would cost as much
 * as the export's first page; decision 0125).
 */
const reservationsCsv: StaffRoute = async (request) => {
  const { locale, payload, staff } = await staffOf(request)
  if (!staff.ok) return errorResponse(staff, locale, PRIVATE)
  const result = await exportReservations(payload, {
    staff: staff.value,
    query: queryOf(request),
    locale,
  })
  if (!result.ok) return errorResponse(result, locale, PRIVATE)
  const day = utcToCairoWallTime(new Date()).slice(0, 10)
  return new Response(result.value.stream, {
    headers: {
      ...PRIVATE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="reservations-${day}.csv"`,
    },
  })
}

/** `POST .../reservations/{number}/send-to-operations {reason}` -> `{status, reservation}` */
const sendToOperationsRoute: StaffRoute = async (request, params) => {
  const { locale, payload, staff } = await staffOf(request)
  if (!staff.ok) return errorResponse(staff, locale, PRIVATE)
  const reservationNumber = numberOf(params)
  if (!reservationNumber) return notFound(locale)
  const body = await parseBody(request, transitionBody)
  if (!body.ok) return errorResponse(body, locale, PRIVATE)
  const result = await sendToOperations(payload, {
    reservationNumber,
    staff: staff.value,
    reason: body.value.reason,
  })
  return toResponse(
    result,
    locale,
    (reservation) => ({ status: true, reservation: reservationState(reservation) }),
    { headers: PRIVATE },
  )
}

/**
 * `POST .../reservations/{number}/revoke-manage-link {reason}` -> `{status, reservation}`: the
 * booking's private link stops working (decision 0147).
 */
const revokeManageLinkRoute: StaffRoute = async (request, params) => {
  const { locale, payload, staff } = await staffOf(request)
  if (!staff.ok) return errorResponse(staff, locale, PRIVATE)
  const reservationNumber = numberOf(params)
  if (!reservationNumber) return notFound(locale)
  const body = await parseBody(request, transitionBody)
  if (!body.ok) return errorResponse(body, locale, PRIVATE)
  const result = await revokeManageLink(payload, {
    reservationNumber,
    staff: staff.value,
    reason: body.value.reason,
  })
  return toResponse(
    result,
    locale,
    (reservation) => ({ status: true, reservation: reservationState(reservation) }),
    { headers: PRIVATE },
  )
}

/**
 * `POST .../reservations/{number}/progress {leg, state, reason}` -> `{status, reservation}`: staff
 * correct a leg's trip progress (decision 0162).
 */
const progressRoute: StaffRoute = async (request, params) => {
  const { locale, payload, staff } = await staffOf(request)
  if (!staff.ok) return errorResponse(staff, locale, PRIVATE)
  const reservationNumber = numberOf(params)
  if (!reservationNumber) return notFound(locale)
  const body = await parseBody(request, progressBody)
  if (!body.ok) return errorResponse(body, locale, PRIVATE)
  const result = await correctProgress(payload, {
    reservationNumber,
    staff: staff.value,
    ...body.value,
  })
  // A trip closed by the correction with a completed leg gets its one review request (decision
  // 0161); the request itself refuses a trip without one, and a second one.
  if (result.ok && result.value.progress?.outcome) {
    const closed = result.value
    await afterAnswering(async () => {
      await requestReview(payload, closed.id)
    })
  }
  return toResponse(
    result,
    locale,
    (reservation) => ({
      status: true,
      reservation: {
        ...reservationState(reservation),
        progress: {
          outbound: reservation.progress?.outbound?.state ?? 'assigned',
          return: reservation.progress?.return?.state ?? null,
          outcome: reservation.progress?.outcome ?? null,
        },
      },
    }),
    { headers: PRIVATE },
  )
}

/**
 * `POST .../reservations/{number}/flight-delay {expectedArrival, reason}` -> `{status, flight,
 * moved}`: every airport pickup on the reservation's arriving flight that day moves to the new
 * expected arrival (decision 0162).
 */
const flightDelayRoute: StaffRoute = async (request, params) => {
  const { locale, payload, staff } = await staffOf(request)
  if (!staff.ok) return errorResponse(staff, locale, PRIVATE)
  const reservationNumber = numberOf(params)
  if (!reservationNumber) return notFound(locale)
  const body = await parseBody(request, flightDelayBody)
  if (!body.ok) return errorResponse(body, locale, PRIVATE)
  const result = await delayFlight(payload, {
    reservationNumber,
    staff: staff.value,
    ...body.value,
  })
  return toResponse(result, locale, (value) => ({ status: true, ...value }), {
    headers: PRIVATE,
  })
}

/** `POST .../reservations/{number}/cancel {reason}` -> `{status, reservation, refund}` */
const cancelRoute: StaffRoute = async (request, params) => {
  const { locale, payload, staff } = await staffOf(request)
  if (!staff.ok) return errorResponse(staff, locale, PRIVATE)
  const reservationNumber = numberOf(params)
  if (!reservationNumber) return notFound(locale)
  const body = await parseBody(request, transitionBody)
  if (!body.ok) return errorResponse(body, locale, PRIVATE)
  const result = await cancelReservation(payload, {
    reservationNumber,
    staff: staff.value,
    reason: body.value.reason,
  })
  return toResponse(
    result,
    locale,
    ({ reservation, refund }) => ({
      status: true,
      reservation: reservationState(reservation),
      refund,
    }),
    { headers: PRIVATE },
  )
}

/**
 * `POST .../reservations/{number}/refund {amount, reason}` -> `{status, reservation, refund, left}`:
 * a partial refund, admins only (an operator is refused before the body is read).
 */
const refundRoute: StaffRoute = async (request, params) => {
  const { locale, payload, staff } = await staffOf(request)
  if (!staff.ok) return errorResponse(staff, locale, PRIVATE)
  if (!isAdminUser(staff.value)) {
    return errorResponse(fail('admin-only', 'backoffice.errors.refundAdminOnly'), locale, PRIVATE)
  }
  const reservationNumber = numberOf(params)
  if (!reservationNumber) return notFound(locale)
  const body = await parseBody(request, refundBody)
  if (!body.ok) return errorResponse(body, locale, PRIVATE)
  const result = await refundPayment(payload, {
    reservationNumber,
    staff: staff.value,
    reason: body.value.reason,
    amount: body.value.amount,
  })
  return toResponse(
    result,
    locale,
    ({ reservation, refund, left }) => ({
      status: true,
      reservation: reservationState(reservation),
      refund,
      left,
    }),
    { headers: PRIVATE },
  )
}

/** `POST .../reservations/{number}/dispatch {leg, name, mobile, plate, reason?}` */
const dispatchRoute: StaffRoute = async (request, params) => {
  const { locale, payload, staff } = await staffOf(request)
  if (!staff.ok) return errorResponse(staff, locale, PRIVATE)
  const reservationNumber = numberOf(params)
  if (!reservationNumber) return notFound(locale)
  const body = await parseBody(request, dispatchBody)
  if (!body.ok) return errorResponse(body, locale, PRIVATE)
  const { leg, reason, ...driver } = body.value
  const result = await assignDriver(payload, {
    reservationNumber,
    leg,
    driver,
    staff: staff.value,
    reason,
  })
  return toResponse(
    result,
    locale,
    ({ leg: assigned, driver: assignment, changed }) => ({
      status: true,
      leg: assigned,
      driver: assignment,
      changed,
    }),
    { headers: PRIVATE },
  )
}

/** What a staff action answers of the payment link it created or changed. */
const paymentLinkAnswer = (link: PaymentLink) => ({
  ...staffPaymentLinkRow(link as PaymentLinkRowInput, new Date()),
  transactionIds: [],
})

/** `POST /api/{staffsegment}/paymentlinks {amount, customerName, phone, email, ...}` -> 201 */
const createPaymentLinkRoute: StaffRoute = async (request) => {
  const { locale, payload, staff } = await staffOf(request)
  if (!staff.ok) return errorResponse(staff, locale, PRIVATE)
  const body = await readJson(request)
  if (!body.ok) return errorResponse(body, locale, PRIVATE)
  const result = await createPaymentLink(payload, { staff: staff.value, body: body.value })
  return toResponse(
    result,
    locale,
    (link) => ({ status: true, paymentlink: paymentLinkAnswer(link) }),
    { status: 201, headers: PRIVATE },
  )
}

/** `POST /api/{staffsegment}/paymentlinks/{id}/email` -> `{status: true}` (an active link only) */
const emailPaymentLinkRoute: StaffRoute = async (request, params) => {
  const { locale, payload, staff } = await staffOf(request)
  if (!staff.ok) return errorResponse(staff, locale, PRIVATE)
  const result = await emailPaymentLink(payload, { staff: staff.value, id: params[0] ?? '' })
  return toResponse(result, locale, () => ({ status: true }), { headers: PRIVATE })
}

/** `POST /api/{staffsegment}/paymentlinks/{id}/cancel {reason}` -> `{status, paymentlink}` */
const cancelPaymentLinkRoute: StaffRoute = async (request, params) => {
  const { locale, payload, staff } = await staffOf(request)
  if (!staff.ok) return errorResponse(staff, locale, PRIVATE)
  const body = await parseBody(request, transitionBody)
  if (!body.ok) return errorResponse(body, locale, PRIVATE)
  const result = await cancelPaymentLink(payload, {
    staff: staff.value,
    id: params[0] ?? '',
    reason: body.value.reason,
  })
  return toResponse(
    result,
    locale,
    (link) => ({ status: true, paymentlink: paymentLinkAnswer(link) }),
    { headers: PRIVATE },
  )
}

/**
 * The staff API's routes: method, the path under the staff segment (`{name}`: one captured
 * segment), an example of that path (the tests call each route with it), the handler.
 */
const ROUTES: { method: string; path: string; example: string; route: StaffRoute }[] = [
  { method: 'GET', path: 'check-session', example: 'check-session', route: checkSession },
  { method: 'POST', path: 'login', example: 'login', route: login },
  { method: 'GET', path: 'reservations', example: 'reservations', route: reservations },
  { method: 'GET', path: 'paymentlinks', example: 'paymentlinks', route: paymentLinks },
  {
    method: 'POST',
    path: 'paymentlinks',
    example: 'paymentlinks',
    route: createPaymentLinkRoute,
  },
  {
    method: 'POST',
    path: 'paymentlinks/{id}/email',
    example: 'paymentlinks/987654321/email',
    route: emailPaymentLinkRoute,
  },
  {
    method: 'POST',
    path: 'paymentlinks/{id}/cancel',
    example: 'paymentlinks/987654321/cancel',
    route: cancelPaymentLinkRoute,
  },
  { method: 'GET', path: 'reservations.csv', example: 'reservations.csv', route: reservationsCsv },
  {
    method: 'POST',
    path: 'reservations/{number}/send-to-operations',
    example: 'reservations/MS-ABC234/send-to-operations',
    route: sendToOperationsRoute,
  },
  {
    method: 'POST',
    path: 'reservations/{number}/cancel',
    example: 'reservations/MS-ABC234/cancel',
    route: cancelRoute,
  },
  {
    method: 'POST',
    path: 'reservations/{number}/refund',
    example: 'reservations/MS-ABC234/refund',
    route: refundRoute,
  },
  {
    method: 'POST',
    path: 'reservations/{number}/revoke-manage-link',
    example: 'reservations/MS-ABC234/revoke-manage-link',
    route: revokeManageLinkRoute,
  },
  {
    method: 'POST',
    path: 'reservations/{number}/progress',
    example: 'reservations/MS-ABC234/progress',
    route: progressRoute,
  },
  {
    method: 'POST',
    path: 'reservations/{number}/flight-delay',
    example: 'reservations/MS-ABC234/flight-delay',
    route: flightDelayRoute,
  },
  {
    method: 'POST',
    path: 'reservations/{number}/dispatch',
    example: 'reservations/MS-ABC234/dispatch',
    route: dispatchRoute,
  },
]

const MATCHERS = ROUTES.map((route) => ({
  ...route,
  matcher: new RegExp(`^${route.path.replace(/\{\w+\}/g, '([^/]+)')}$`),
}))

/** Every route as `METHOD path` -> an example path under the staff segment. */
export const STAFF_ROUTES: Record<string, string> = Object.fromEntries(
  ROUTES.map((route) => [`${route.method} ${route.path}`, route.example]),
)

/** The route of `method path` (path: the segments after the staff one), with its captures. */
export function staffRoute(
  method: string,
  path: string,
): ((request: Request) => Promise<Response>) | null {
  for (const candidate of MATCHERS) {
    if (candidate.method !== method) continue
    const match = candidate.matcher.exec(path)
    if (match) return (request) => candidate.route(request, match.slice(1))
  }
  return null
}
