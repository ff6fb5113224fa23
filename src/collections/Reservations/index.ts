import type { CollectionConfig, Field, FieldAccess } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { isStaffUser } from '@/access/roles'
import { DISPATCH_LEGS, type DispatchLeg } from '@/backoffice/dispatch'
import { RESERVATION_STATUSES } from '@/booking/status'
import { RESERVATION_PAYMENT_TYPES, TRIP_TYPES } from '@/booking/trip'
import { LEG_PROGRESS } from '@/booking/lifecycle/progress'
import { cairoDateField, cairoTimestamps } from '@/fields/cairoDate'
import { LOCALES } from '@/i18n/locales'
import { getPolicy } from '@/booking/operations/policy'
import { cancelDeadline, selfCancelDeadline } from '@/booking/policy'
import { DATA_GROUP } from '../dataGroup'

/** Request bookkeeping (idempotency) is for staff eyes only (a second guard: only staff read reservations). */
const staffOnly: FieldAccess = ({ req: { user } }) => isStaffUser(user)

/** One end of the trip as booked: the place's code and names then, and the hotel or street. */
const tripEnd = (name: 'pickup' | 'dropoff', label: { en: string; ar: string }): Field => ({
  name,
  type: 'group',
  label,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'code', type: 'text', index: true, label: { en: 'Place code', ar: 'رمز المكان' } },
        { name: 'nameEn', type: 'text', label: { en: 'Name (English)', ar: 'الاسم (إنجليزي)' } },
        { name: 'nameAr', type: 'text', label: { en: 'Name (Arabic)', ar: 'الاسم (عربي)' } },
      ],
    },
    {
      name: 'locationName',
      type: 'text',
      label: { en: 'Hotel, street or building', ar: 'الفندق أو الشارع أو المبنى' },
    },
  ],
})

/** Who drives a leg and in what: what the customer is told (see `src/backoffice/dispatch.ts`). */
const driverFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'driverName', type: 'text', label: { en: 'Driver', ar: 'السائق' } },
      {
        name: 'driverMobile',
        type: 'text',
        label: { en: 'Driver mobile (E.164)', ar: 'جوال السائق' },
      },
      { name: 'vehiclePlate', type: 'text', label: { en: 'Vehicle plate', ar: 'لوحة المركبة' } },
    ],
  },
  {
    // From the roster (decision 0185): which driver and vehicle these are; empty for a one-off
    // driver typed by hand. The name in Arabic for the Arabic customer's messages and pages.
    type: 'row',
    fields: [
      {
        name: 'driver',
        type: 'relationship',
        relationTo: 'drivers',
        index: true,
        label: { en: 'Driver (roster)', ar: 'السائق (من القائمة)' },
      },
      {
        name: 'vehicle',
        type: 'relationship',
        relationTo: 'vehicles',
        index: true,
        label: { en: 'Vehicle (roster)', ar: 'المركبة (من القائمة)' },
      },
      {
        name: 'driverNameAr',
        type: 'text',
        label: { en: 'Driver in Arabic', ar: 'اسم السائق بالعربية' },
      },
    ],
  },
  {
    name: 'overrideReason',
    type: 'text',
    label: { en: 'Sent despite a conflict, because', ar: 'أُرسل رغم التعارض، والسبب' },
  },
]

/** One leg's current driver and vehicle, and who assigned them when. */
const driverLeg = (name: DispatchLeg, label: { en: string; ar: string }): Field => ({
  name,
  type: 'group',
  label,
  fields: [
    ...driverFields,
    {
      type: 'row',
      fields: [
        cairoDateField({ name: 'assignedAt', label: { en: 'Assigned at', ar: 'وقت التعيين' } }),
        { name: 'assignedBy', type: 'text', label: { en: 'Assigned by', ar: 'عُيّن بواسطة' } },
      ],
    },
  ],
})

/** One leg's progress on the trip day and when it last moved. */
const progressLeg = (name: DispatchLeg, label: { en: string; ar: string }): Field => ({
  name,
  type: 'group',
  label,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'state',
          type: 'select',
          options: [...LEG_PROGRESS],
          label: { en: 'Progress', ar: 'المرحلة' },
        },
        cairoDateField({ name: 'at', label: { en: 'Since', ar: 'منذ' } }),
      ],
    },
  ],
})

/**
 * Reservations with the fields of the spec (section 3) and everything the booking knew when it
 * was made (names, prices, the car), so a later change of the booking data never rewrites a
 * booking. Created by the booking operation (`src/booking/operations/createReservation.ts`) in one transaction;
 * the status changes only through `src/booking/status.ts`, which also writes `statusHistory`.
 * Nothing creates or updates them through the API. The fields the service fills are optional in
 * the schema only so that older rows and test fixtures stay valid.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  labels: {
    singular: { en: 'Reservation', ar: 'حجز' },
    plural: { en: 'Reservations', ar: 'الحجوزات' },
  },
  admin: {
    useAsTitle: 'reservationNumber',
    defaultColumns: ['reservationNumber', 'customer', 'status', 'execDate', 'price', 'paymentType'],
    group: DATA_GROUP,
  },
  // Staff only: customers see their reservations through the site's own API (`/api/user/reservations`,
  // `/api/booking/{number}`), which answers a view without the status history or the price snapshot.
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  // One document at a time: no write by `where` through any API (issue 29).
  disableBulkEdit: true,
  disableBulkDelete: true,
  defaultSort: '-createdAt',
  // A repeated Idempotency-Key of one customer can never make a second reservation.
  indexes: [{ fields: ['customer', 'idempotencyKey'], unique: true }],
  fields: [
    {
      name: 'reservationNumber',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Reservation number', ar: 'رقم الحجز' },
    },
    {
      // Empty only once the customer's account was deleted (on request, Egypt's PDPL): the
      // reservation stays for the accounts, without the customer's personal data
      // (`eraseCustomer`, docs/decisions.md "Deleting a customer").
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
      label: { en: 'Customer', ar: 'العميل' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [...RESERVATION_STATUSES],
      index: true,
      label: { en: 'Status', ar: 'الحالة' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'statusHistory',
      type: 'array',
      label: { en: 'Status history', ar: 'سجل الحالات' },
      labels: {
        singular: { en: 'Status change', ar: 'تغيير حالة' },
        plural: { en: 'Status changes', ar: 'تغييرات الحالة' },
      },
      admin: {
        description: {
          en: 'Every change of status: from, to, who, why and when.',
          ar: 'كل تغيير في الحالة: من، إلى، بواسطة من، لماذا، ومتى.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'from',
              type: 'select',
              options: [...RESERVATION_STATUSES],
              label: { en: 'From', ar: 'من' },
            },
            {
              name: 'to',
              type: 'select',
              required: true,
              options: [...RESERVATION_STATUSES],
              label: { en: 'To', ar: 'إلى' },
            },
            cairoDateField({ name: 'at', required: true, label: { en: 'At', ar: 'في' } }),
          ],
        },
        {
          // `by` of the status module's entry ({type, id}), flat: a sub-field named `id` would
          // clash with the row's own id.
          type: 'row',
          fields: [
            {
              name: 'byType',
              type: 'select',
              required: true,
              options: ['staff', 'payment', 'system'],
              label: { en: 'By', ar: 'بواسطة' },
            },
            { name: 'byId', type: 'text', label: { en: 'Who', ar: 'من قام به' } },
          ],
        },
        { name: 'reason', type: 'text', required: true, label: { en: 'Reason', ar: 'السبب' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'tripType',
          type: 'select',
          required: true,
          options: [...TRIP_TYPES],
          label: { en: 'Trip type', ar: 'نوع الرحلة' },
        },
        {
          name: 'paymentType',
          type: 'select',
          required: true,
          options: [...RESERVATION_PAYMENT_TYPES],
          label: { en: 'Payment type', ar: 'طريقة الدفع' },
        },
        {
          name: 'cashAllowed',
          type: 'checkbox',
          label: { en: 'Cash was allowed', ar: 'كان الدفع النقدي متاحًا' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        cairoDateField({
          name: 'execDate',
          required: true,
          // The pickup days' filters, the run sheet and the sort by pickup (decision 0121).
          index: true,
          label: { en: 'Pickup (instant)', ar: 'موعد الاستلام' },
        }),
        {
          name: 'execLocal',
          type: 'text',
          label: { en: 'Pickup, Cairo time', ar: 'موعد الاستلام بتوقيت القاهرة' },
          admin: { description: 'YYYY-MM-DDTHH:mm' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        cairoDateField({
          name: 'returningDate',
          index: true,
          label: { en: 'Return (instant)', ar: 'موعد العودة' },
        }),
        {
          name: 'returningLocal',
          type: 'text',
          label: { en: 'Return, Cairo time', ar: 'موعد العودة بتوقيت القاهرة' },
          admin: { description: 'YYYY-MM-DDTHH:mm' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'pickupAddress',
          type: 'text',
          required: true,
          label: { en: 'Pickup address', ar: 'عنوان الاستلام' },
        },
        {
          name: 'dropoffAddress',
          type: 'text',
          required: true,
          label: { en: 'Drop-off address', ar: 'عنوان التوصيل' },
        },
      ],
    },
    tripEnd('pickup', { en: 'Pickup place', ar: 'مكان الاستلام' }),
    tripEnd('dropoff', { en: 'Drop-off place', ar: 'مكان التوصيل' }),
    {
      type: 'row',
      fields: [
        {
          name: 'carType',
          type: 'text',
          required: true,
          label: { en: 'Car code', ar: 'رمز السيارة' },
        },
        {
          name: 'carName',
          type: 'group',
          label: { en: 'Car name', ar: 'اسم السيارة' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'en', type: 'text', label: { en: 'English', ar: 'إنجليزي' } },
                { name: 'ar', type: 'text', label: { en: 'Arabic', ar: 'عربي' } },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'persons',
          type: 'number',
          min: 1,
          label: { en: 'Passengers', ar: 'الركاب' },
        },
        {
          name: 'luggages',
          type: 'number',
          min: 0,
          label: { en: 'Bags', ar: 'الحقائب' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'arrivalFlightNumber',
          type: 'text',
          label: { en: 'Arrival flight', ar: 'رحلة الوصول' },
        },
        {
          name: 'departureFlightNumber',
          type: 'text',
          label: { en: 'Departure flight', ar: 'رحلة المغادرة' },
        },
      ],
    },
    {
      // The customer's email and mobile when they booked: an account's contacts may change or
      // move to another account later, and a promo code's uses are counted by the person the
      // booking named (docs/decisions/0177). Emptied with the customer's other personal data.
      type: 'row',
      fields: [
        {
          name: 'contactEmail',
          type: 'text',
          index: true,
          label: { en: 'Booked with email', ar: 'البريد الإلكتروني عند الحجز' },
          admin: { readOnly: true },
        },
        {
          name: 'contactMobile',
          type: 'text',
          index: true,
          label: { en: 'Booked with mobile (E.164)', ar: 'الجوال عند الحجز' },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'isAnotherPassengers',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Booked for another passenger', ar: 'محجوز لراكب آخر' },
    },
    {
      type: 'row',
      admin: { condition: (data) => Boolean(data?.isAnotherPassengers) },
      fields: [
        {
          name: 'passengerName',
          type: 'text',
          label: { en: 'Passenger name', ar: 'اسم الراكب' },
        },
        {
          name: 'passengerPhone',
          type: 'text',
          // The staff search's exact path for a phone (decision 0121).
          index: true,
          label: { en: 'Passenger phone (E.164)', ar: 'هاتف الراكب' },
        },
      ],
    },
    { name: 'notes', type: 'textarea', label: { en: 'Notes', ar: 'ملاحظات' } },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          type: 'number',
          required: true,
          min: 0,
          label: { en: 'Price', ar: 'السعر' },
          admin: {
            description: 'Piasters (EGP minor units)',
            components: { Cell: '/fields/PoundsCell#PoundsCell' },
          },
          validate: (value: unknown) => (Number.isInteger(value) ? true : 'Whole piasters only'),
        },
        {
          name: 'currency',
          type: 'text',
          defaultValue: 'EGP',
          label: { en: 'Currency', ar: 'العملة' },
        },
      ],
    },
    {
      // The promo code this booking used (upper case), if any: its uses are counted from here
      // (live bookings only; docs/decisions/0151-promo-uses-counted.md). The discount is in the
      // snapshot's `promo` section.
      name: 'promoCode',
      type: 'text',
      index: true,
      label: { en: 'Promo code', ar: 'رمز الخصم' },
      admin: { readOnly: true },
    },
    {
      name: 'priceSnapshot',
      type: 'json',
      label: { en: 'Price as booked', ar: 'السعر عند الحجز' },
      admin: {
        description: {
          en: 'The legs and their prices in piasters, and every car’s price for the trip when it was booked.',
          ar: 'المسارات وأسعارها بالقرش، وسعر كل سيارة للرحلة وقت الحجز.',
        },
      },
    },
    {
      name: 'partner',
      type: 'relationship',
      relationTo: 'partners',
      index: true,
      label: { en: 'Referring partner', ar: 'الشريك المُحيل' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'language',
      type: 'select',
      options: [...LOCALES],
      label: { en: 'Customer language', ar: 'لغة العميل' },
      admin: { position: 'sidebar' },
    },
    {
      // Set by the transaction that confirms the booking (a cash booking when it is made, a card
      // booking when it is paid), cleared once the confirmation messages are in the outbox. If the
      // server could not store them after answering (the database went away), the jobs queue's
      // `sendDueNotifications` sends them later (src/notifications/booking.ts).
      name: 'confirmationDue',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { en: 'Confirmation not yet sent', ar: 'التأكيد لم يُرسل بعد' },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'dispatch',
      type: 'group',
      label: { en: 'Driver dispatch', ar: 'توزيع السائقين' },
      admin: {
        description: {
          en: 'The driver and vehicle of each leg, set by the back office (assignDriver).',
          ar: 'سائق ومركبة كل رحلة، يحددها المكتب الخلفي.',
        },
      },
      fields: [
        driverLeg('outbound', { en: 'Outbound', ar: 'الذهاب' }),
        driverLeg('return', { en: 'Return', ar: 'العودة' }),
      ],
    },
    {
      name: 'dispatchHistory',
      type: 'array',
      label: { en: 'Dispatch history', ar: 'سجل توزيع السائقين' },
      admin: {
        description: {
          en: 'Every assignment or change of a driver: which leg, who, when and why.',
          ar: 'كل تعيين أو تغيير لسائق: أي رحلة، بواسطة من، متى ولماذا.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'leg',
              type: 'select',
              required: true,
              options: [...DISPATCH_LEGS],
              label: { en: 'Leg', ar: 'الرحلة' },
            },
            cairoDateField({ name: 'at', required: true, label: { en: 'At', ar: 'في' } }),
            { name: 'byId', type: 'text', label: { en: 'Who', ar: 'من قام به' } },
          ],
        },
        ...driverFields,
        { name: 'reason', type: 'text', label: { en: 'Reason', ar: 'السبب' } },
      ],
    },
    {
      // The trip day (issue 33; decision 0160): each leg's progress as its driver taps it, beside
      // the status (never replacing it), and the trip's outcome once every leg is final.
      name: 'progress',
      type: 'group',
      label: { en: 'Trip progress', ar: 'سير الرحلة' },
      fields: [
        progressLeg('outbound', { en: 'Outbound', ar: 'الذهاب' }),
        progressLeg('return', { en: 'Return', ar: 'العودة' }),
        {
          name: 'outcome',
          type: 'select',
          options: ['completed', 'no-show'],
          label: { en: 'Outcome', ar: 'النتيجة' },
        },
      ],
    },
    {
      name: 'progressHistory',
      type: 'array',
      label: { en: 'Progress history', ar: 'سجل سير الرحلة' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'leg',
              type: 'select',
              required: true,
              options: [...DISPATCH_LEGS],
              label: { en: 'Leg', ar: 'الرحلة' },
            },
            {
              name: 'step',
              type: 'select',
              required: true,
              options: [...LEG_PROGRESS],
              label: { en: 'Step', ar: 'الخطوة' },
            },
            cairoDateField({ name: 'at', required: true, label: { en: 'At', ar: 'في' } }),
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'byType',
              type: 'select',
              required: true,
              options: ['driver', 'staff'],
              label: { en: 'By', ar: 'بواسطة' },
            },
            { name: 'byId', type: 'text', label: { en: 'Who', ar: 'من قام به' } },
            { name: 'latitude', type: 'number', label: { en: 'Latitude', ar: 'خط العرض' } },
            { name: 'longitude', type: 'number', label: { en: 'Longitude', ar: 'خط الطول' } },
          ],
        },
        { name: 'reason', type: 'text', label: { en: 'Reason', ar: 'السبب' } },
      ],
    },
    {
      name: 'orderNumber',
      type: 'text',
      index: true,
      label: { en: 'Order number', ar: 'رقم الطلب' },
    },
    {
      name: 'transactionNumbers',
      type: 'array',
      label: { en: 'Transaction numbers', ar: 'أرقام المعاملات' },
      fields: [{ name: 'transactionNumber', type: 'text', required: true }],
    },
    cairoDateField({
      // Until when the customer may cancel by themselves (decision 0165): the policy's hours
      // (settings, decision 0180) before the first pickup as booked, never moved later by a change
      // of the pickup (any change: the customer's own, a flight delay) nor of the policy; set on
      // every write from the pickup being written.
      name: 'selfCancelUntil',
      label: { en: 'Customer may cancel until', ar: 'يمكن للعميل الإلغاء حتى' },
      admin: { position: 'sidebar', readOnly: true },
      hooks: {
        beforeChange: [
          async ({ data, originalDoc, req }) => {
            const pickup = data?.execDate ?? originalDoc?.execDate
            if (!pickup) return originalDoc?.selfCancelUntil ?? null
            // A write that does not move the pickup keeps the deadline as it is: a later change of
            // the policy's hours applies to bookings made (or pickups moved) after it.
            const samePickup =
              originalDoc?.execDate &&
              new Date(pickup).getTime() === new Date(originalDoc.execDate).getTime()
            if (samePickup && originalDoc?.selfCancelUntil) return originalDoc.selfCancelUntil
            const policy = await getPolicy(req.payload, req)
            // A row written before the field existed keeps the deadline of its pickup then.
            const before = originalDoc?.selfCancelUntil ?? originalDoc?.execDate
            const kept = before
              ? originalDoc?.selfCancelUntil
                ? new Date(before)
                : cancelDeadline(new Date(before), policy)
              : null
            return selfCancelDeadline(kept, new Date(pickup), policy).toISOString()
          },
        ],
      },
    }),
    {
      // The private manage-booking link (decision 0145): only the token's SHA-256 is kept.
      name: 'manageLink',
      type: 'group',
      access: { read: staffOnly },
      label: { en: 'Manage-booking link', ar: 'رابط إدارة الحجز' },
      admin: { position: 'sidebar' },
      fields: [
        { name: 'tokenHash', type: 'text', index: true, admin: { hidden: true } },
        cairoDateField({ name: 'expiresAt', label: { en: 'Ends at', ar: 'ينتهي في' } }),
        cairoDateField({ name: 'revokedAt', label: { en: 'Revoked at', ar: 'أُلغي في' } }),
      ],
    },
    {
      // The review request's private link (issue 33 item 5; decision 0161): sent once, after a
      // completed leg; only the token's SHA-256 is kept.
      name: 'reviewLink',
      type: 'group',
      access: { read: staffOnly },
      label: { en: 'Review request', ar: 'طلب التقييم' },
      admin: { position: 'sidebar' },
      fields: [
        { name: 'tokenHash', type: 'text', index: true, admin: { hidden: true } },
        cairoDateField({ name: 'requestedAt', label: { en: 'Sent at', ar: 'أُرسل في' } }),
        cairoDateField({ name: 'expiresAt', label: { en: 'Ends at', ar: 'ينتهي في' } }),
      ],
    },
    {
      name: 'idempotencyKey',
      type: 'text',
      access: { read: staffOnly },
      label: { en: 'Idempotency key', ar: 'مفتاح عدم التكرار' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'requestHash',
      type: 'text',
      access: { read: staffOnly },
      label: { en: 'Request fingerprint', ar: 'بصمة الطلب' },
      admin: { position: 'sidebar' },
    },
    ...cairoTimestamps,
  ],
}
