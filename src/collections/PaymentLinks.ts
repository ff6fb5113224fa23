import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { piastersField } from '@/fields/piasters'
import { PAYMENT_LINK_STATUSES } from '@/payments/paymentLinks'
import { newPaymentLinkToken } from '@/payments/paymentLinks'

/**
 * A payment link: staff ask a customer for an amount (a balance, an extra, a booking taken by
 * phone) and send them `/Pay?link=<token>`. The token is unguessable; the status moves only
 * through the payment operations (paid) or the staff (cancelled), and an open link past its
 * expiry is expired (the jobs queue writes it; the pay screen never offers one).
 */
export const PaymentLinks: CollectionConfig = {
  slug: 'payment-links',
  labels: {
    singular: { en: 'Payment link', ar: 'رابط دفع' },
    plural: { en: 'Payment links', ar: 'روابط الدفع' },
  },
  admin: {
    group: { en: 'Bookings', ar: 'الحجوزات' },
    useAsTitle: 'description',
    defaultColumns: ['description', 'customerName', 'amount', 'status', 'expiresAt', 'createdAt'],
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    piastersField('amount', { en: 'Amount (EGP)', ar: 'المبلغ (جنيه)' }, { required: true }),
    {
      type: 'row',
      fields: [
        {
          name: 'customerName',
          type: 'text',
          required: true,
          maxLength: 120,
          label: { en: 'Customer name', ar: 'اسم العميل' },
        },
        {
          name: 'phone',
          type: 'text',
          required: true,
          maxLength: 32,
          label: { en: 'Phone', ar: 'الهاتف' },
        },
        {
          name: 'email',
          type: 'email',
          required: true,
          label: { en: 'Email', ar: 'البريد الإلكتروني' },
        },
      ],
    },
    {
      name: 'description',
      type: 'text',
      required: true,
      maxLength: 200,
      label: { en: 'What is paid', ar: 'مقابل ماذا' },
    },
    {
      name: 'reservation',
      type: 'relationship',
      relationTo: 'reservations',
      label: { en: 'Reservation (optional)', ar: 'الحجز (اختياري)' },
    },
    {
      name: 'language',
      type: 'select',
      defaultValue: 'en',
      options: [
        { label: 'English', value: 'en' },
        { label: 'العربية', value: 'ar' },
      ],
      label: { en: 'Customer language', ar: 'لغة العميل' },
    },
    {
      name: 'expiresAt',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      label: { en: 'Expires at', ar: 'ينتهي في' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: PAYMENT_LINK_STATUSES.map((value) => ({ label: value, value })),
      label: { en: 'Status', ar: 'الحالة' },
    },
    {
      name: 'token',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      defaultValue: () => newPaymentLinkToken(),
      admin: { readOnly: true },
      access: { update: () => false },
      label: { en: 'Token', ar: 'الرمز' },
    },
    {
      name: 'paidAt',
      type: 'date',
      admin: { readOnly: true },
      label: { en: 'Paid at', ar: 'تاريخ السداد' },
    },
  ],
}
