import * as z from 'zod'

import type { TripType } from '@/booking/trip'
import type { MessageKey } from '@/i18n/messageKeys'
import { normalizePhone } from '@/lib/phone'
import { plainText } from '@/lib/plainText'
import { tripRefusal } from '@/booking/lifecycle/progress'
import { cleanText, PLATE } from '@/fleet/roster'

/**
 * Driver dispatch (decisions.md, "Driver dispatch"): each leg of a reservation (the outbound trip;
 * the return of a round trip) gets a driver, the driver's mobile and the vehicle's plate. Pure: the
 * rules of what staff type, and whether an assignment changed anything.
 */
export const DISPATCH_LEGS = ['outbound', 'return'] as const
export type DispatchLeg = (typeof DISPATCH_LEGS)[number]

export const isDispatchLeg = (value: unknown): value is DispatchLeg =>
  typeof value === 'string' && (DISPATCH_LEGS as readonly string[]).includes(value)

/** The legs a trip has: a one-way trip has no return. */
export const legsOf = (tripType: TripType): readonly DispatchLeg[] =>
  tripType === 'round-trip' ? DISPATCH_LEGS : ['outbound']

/** A leg's driver as stored: the mobile in E.164, the plate in capitals with single spaces. */
export type DriverAssignment = { name: string; mobile: string; plate: string }

const ERRORS = {
  name: 'backoffice.errors.driverNameRequired',
  mobile: 'backoffice.errors.driverMobileInvalid',
  plate: 'backoffice.errors.vehiclePlateInvalid',
} as const

/**
 * What staff type for a driver. The mobile is read as the rest of the site reads phone numbers
 * (libphonenumber, `normalizePhone`; an Egyptian number may be typed in national form); `country`
 * is the country of a national number.
 */
export const driverInput = z
  .object({
    // Control characters and bidi formatting refused (the name reaches the customer's SMS).
    name: plainText(ERRORS.name)
      .transform(cleanText)
      .pipe(z.string().min(2, ERRORS.name).max(80, ERRORS.name)),
    mobile: z.string(ERRORS.mobile),
    country: z.string().optional(),
    plate: z
      .string(ERRORS.plate)
      .transform((value) => cleanText(value).toUpperCase())
      .pipe(z.string().regex(PLATE, ERRORS.plate)),
  })
  .transform((value, ctx): DriverAssignment => {
    const mobile = normalizePhone(value.mobile, value.country)
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message: ERRORS.mobile, path: ['mobile'] })
      return z.NEVER
    }
    return { name: value.name, mobile, plate: value.plate }
  })

/** Whether the stored leg already has exactly this driver, mobile and plate (nothing to send). */
export function sameAssignment(
  stored:
    | { driverName?: string | null; driverMobile?: string | null; vehiclePlate?: string | null }
    | null
    | undefined,
  next: DriverAssignment,
): boolean {
  return (
    (stored?.driverName ?? null) === next.name &&
    (stored?.driverMobile ?? null) === next.mobile &&
    (stored?.vehiclePlate ?? null) === next.plate
  )
}

/** Whether the leg had a driver before: the customer's message says "changed" then. */
export const hadDriver = (stored: { driverName?: string | null } | null | undefined): boolean =>
  Boolean(stored?.driverName)

/**
 * Why a reservation gets no driver (decisions.md, "The driver's taps follow the real trip";
 * decision 0170), or null: only a booking that will be served has a trip. An unpaid card booking
 * is refused with `dispatch-not-paid`, a failed or cancelled one with `dispatch-not-allowed`. The
 * dispatch refuses by it, and the desk shows its message in place of the driver's form.
 */
export function dispatchRefusal(
  status: string,
): { code: 'dispatch-not-paid' | 'dispatch-not-allowed'; messageKey: MessageKey } | null {
  const refusal = tripRefusal(status)
  if (refusal === null) return null
  return refusal === 'trip-not-paid'
    ? { code: 'dispatch-not-paid', messageKey: 'backoffice.errors.dispatchNotPaid' }
    : { code: 'dispatch-not-allowed', messageKey: 'backoffice.errors.dispatchNotAllowed' }
}
