import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { staffOrOwnReservations } from '@/access/staffOrOwnReservations'
import { RESERVATION_STATUSES } from '@/booking/status'

/**
 * Reservations with the fields of the spec (section 3). Created by the booking service and moved
 * between statuses by the status module only; nothing writes them through the API.
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
    group: { en: 'Bookings', ar: 'الحجوزات' },
  },
  access: { read: staffOrOwnReservations, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'reservationNumber', type: 'text', required: true, unique: true, index: true },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [...RESERVATION_STATUSES],
      index: true,
    },
    {
      name: 'execDate',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'returningDate', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'tripType', type: 'select', required: true, options: ['one-way', 'round-trip'] },
    { name: 'paymentType', type: 'select', required: true, options: ['card', 'cash'] },
    { name: 'carType', type: 'text', required: true },
    { name: 'pickupAddress', type: 'text', required: true },
    { name: 'dropoffAddress', type: 'text', required: true },
    {
      name: 'price',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'Piasters (EGP minor units)' },
      validate: (value: unknown) => (Number.isInteger(value) ? true : 'Whole piasters only'),
    },
    { name: 'orderNumber', type: 'text', index: true },
    {
      name: 'transactionNumbers',
      type: 'array',
      fields: [{ name: 'transactionNumber', type: 'text', required: true }],
    },
  ],
}
