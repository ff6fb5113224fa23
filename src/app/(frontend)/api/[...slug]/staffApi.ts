import config from '@payload-config'
import { generatePayloadCookie, getPayload } from 'payload'

import { listPaymentLinks } from '@/backoffice/operations/listPaymentLinks'
import { staffApiReservations } from '@/backoffice/operations/staffApiReservations'
import { logInStaff } from '@/backoffice/operations/logInStaff'
import { staffFromHeaders } from '@/backoffice/operations/staffSession'
import {
  paymentLinkListQuery,
  reservationListQuery,
  staffLoginBody,
  staffUserView,
} from '@/backoffice/staffApi'
import { zodFailure } from '@/lib/zodFailure'
import { clientIp, parseBody, requestLocale } from '@/server/request'
import { errorResponse, toResponse } from '@/server/responses'

/**
 * The spec's staff JSON API at `/api/{staffsegment}/...` (docs/api.md). The staff segment is known
 * only at run time (STAFF_PATH), so the catch-all API route hands these paths here: thin shells
 * that parse, call one back-office operation and answer. Every answer is private to the caller.
 */
const PRIVATE = { 'Cache-Control': 'no-store' }

type StaffRoute = (request: Request) => Promise<Response>

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
  const result = await logInStaff(payload, body.value, clientIp(request))
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

/** `GET /api/{staffsegment}/paymentlinks?page&limit&status&q` -> `{paymentlinks, count}` */
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

/** The staff API's routes, by method and the path under the staff segment. */
export const STAFF_ROUTES: Record<string, StaffRoute | undefined> = {
  'GET check-session': checkSession,
  'POST login': login,
  'GET reservations': reservations,
  'GET paymentlinks': paymentLinks,
}
