import type { Locale } from '@/i18n/locales'

import { bookingConfirmation, type BookingConfirmationData } from './bookingConfirmation'
import { driverAssigned, type DriverAssignedData } from './driverAssigned'
import { driverDispatched, type DriverDispatchedData } from './driverDispatched'
import { driverTripChanged, type DriverTripChangedData } from './driverTripChanged'
import { inquiry, type InquiryData } from './inquiry'
import { oneTimeCode, type OneTimeCodeData } from './oneTimeCode'
import { paymentLink, type PaymentLinkData } from './paymentLink'
import { paymentReceipt, type PaymentReceiptData } from './paymentReceipt'
import { paymentRefunded, type PaymentRefundedData } from './paymentRefunded'
import { reservationCancelled, type ReservationCancelledData } from './reservationCancelled'
import { reservationChanged, type ReservationChangedData } from './reservationChanged'
import { reviewRequest, type ReviewRequestData } from './reviewRequest'
import { staffNewBooking, type StaffNewBookingData } from './staffNewBooking'
import { staffPaymentReceived, type StaffPaymentReceivedData } from './staffPaymentReceived'
import { staffSelfService, type StaffSelfServiceData } from './staffSelfService'
import { tripProgress, type TripProgressData } from './tripProgress'
import type { EmailContent, SmsContent, Template, Translate } from './types'

export type { EmailContent, SmsContent, Template, Translate } from './types'

/**
 * Every message the site sends: its name and the data it needs. A new message (booking
 * confirmation, payment receipt, ...) is one file in this folder, one line here and one entry in
 * TEMPLATES; TypeScript then checks every `sendNotification` call against its data.
 */
export type TemplateDataMap = {
  'one-time-code': OneTimeCodeData
  inquiry: InquiryData
  'booking-confirmation': BookingConfirmationData
  'staff-new-booking': StaffNewBookingData
  'payment-receipt': PaymentReceiptData
  'payment-refunded': PaymentRefundedData
  'staff-payment-received': StaffPaymentReceivedData
  'reservation-cancelled': ReservationCancelledData
  'driver-assigned': DriverAssignedData
  'payment-link': PaymentLinkData
  'reservation-changed': ReservationChangedData
  'staff-self-service': StaffSelfServiceData
  'driver-trip-changed': DriverTripChangedData
  'driver-dispatched': DriverDispatchedData
  'trip-progress': TripProgressData
  'review-request': ReviewRequestData
}

export type TemplateName = keyof TemplateDataMap
export type TemplateData<T extends TemplateName> = TemplateDataMap[T]

export const TEMPLATES: { [T in TemplateName]: Template<TemplateDataMap[T]> } = {
  'one-time-code': oneTimeCode,
  inquiry,
  'booking-confirmation': bookingConfirmation,
  'staff-new-booking': staffNewBooking,
  'payment-receipt': paymentReceipt,
  'payment-refunded': paymentRefunded,
  'staff-payment-received': staffPaymentReceived,
  'reservation-cancelled': reservationCancelled,
  'driver-assigned': driverAssigned,
  'payment-link': paymentLink,
  'reservation-changed': reservationChanged,
  'staff-self-service': staffSelfService,
  'driver-trip-changed': driverTripChanged,
  'driver-dispatched': driverDispatched,
  'trip-progress': tripProgress,
  'review-request': reviewRequest,
}

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as [TemplateName, ...TemplateName[]]

/** Validates the data (a programming error throws) and writes the email with `translate`. */
export function writeEmail<T extends TemplateName>(
  template: T,
  locale: Locale,
  data: TemplateData<T>,
  translate: Translate,
): EmailContent {
  const entry: Template<TemplateData<T>> = TEMPLATES[template]
  return entry.email(locale, entry.data.parse(data), translate)
}

/** Validates the data (a programming error throws) and writes the SMS with `translate`. */
export function writeSms<T extends TemplateName>(
  template: T,
  locale: Locale,
  data: TemplateData<T>,
  translate: Translate,
): SmsContent {
  const entry: Template<TemplateData<T>> = TEMPLATES[template]
  return entry.sms(locale, entry.data.parse(data), translate)
}
