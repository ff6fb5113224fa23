import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { cairoDateField, cairoTimestamps } from '@/fields/cairoDate'
import { piastersField } from '@/fields/piasters'
import { PAYMENT_METHODS } from '@/payments/instrument'
import { PAYMENT_STATUSES } from '@/payments/payment'
import { DATA_GROUP } from './dataGroup'

const readOnly = { readOnly: true }

/**
 * How the customer paid, as the gateway's transaction said (`src/payments/instrument.ts`): a card
 * (brand, last four digits) or a mobile wallet (its number with the middle hidden). Never the
 * whole number.
 */
const instrumentField: Field = {
  name: 'instrument',
  type: 'group',
  admin: readOnly,
  label: { en: 'Paid with', ar: 'وسيلة الدفع' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'method',
          type: 'select',
          options: PAYMENT_METHODS.map((value) => ({ label: value, value })),
          admin: readOnly,
          label: { en: 'Method', ar: 'الطريقة' },
        },
        {
          name: 'brand',
          type: 'text',
          admin: readOnly,
          label: { en: 'Card brand', ar: 'نوع البطاقة' },
        },
        {
          name: 'masked',
          type: 'text',
          admin: readOnly,
          label: { en: 'Number (masked)', ar: 'الرقم (مخفي)' },
        },
      ],
    },
    {
      // Tells the same card or wallet again without revealing it (a keyed hash): a promo
      // code's uses are counted by it (docs/decisions/0177). Never shown.
      name: 'fingerprint',
      type: 'text',
      index: true,
      admin: { readOnly: true, hidden: true },
    },
  ],
}

/**
 * One online payment attempt (card or mobile wallet): one order at the gateway for a reservation
 * or a payment link. The
 * accountant reconciles the day from here (order and transaction ids, amounts, outcomes). Written
 * only by the payment operations (`src/payments/operations/`); staff read.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: {
    singular: { en: 'Online payment', ar: 'دفعة إلكترونية' },
    plural: { en: 'Online payments', ar: 'المدفوعات الإلكترونية' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'amount', 'status', 'orderId', 'transactionId', 'createdAt'],
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  // One document at a time: no write by `where` through any API (issue 29).
  disableBulkEdit: true,
  disableBulkDelete: true,
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'reference',
      type: 'text',
      required: true,
      unique: true,
      admin: readOnly,
      label: { en: 'Our reference', ar: 'مرجعنا' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reservation',
          type: 'relationship',
          relationTo: 'reservations',
          index: true,
          admin: readOnly,
          label: { en: 'Reservation', ar: 'الحجز' },
        },
        {
          name: 'paymentLink',
          type: 'relationship',
          relationTo: 'payment-links',
          index: true,
          admin: readOnly,
          label: { en: 'Payment link', ar: 'رابط الدفع' },
        },
      ],
    },
    piastersField(
      'amount',
      { en: 'Amount (EGP)', ar: 'المبلغ (جنيه)' },
      { required: true, admin: readOnly },
    ),
    {
      name: 'currency',
      type: 'text',
      required: true,
      defaultValue: 'EGP',
      admin: readOnly,
      label: { en: 'Currency', ar: 'العملة' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: PAYMENT_STATUSES.map((value) => ({ label: value, value })),
      admin: readOnly,
      label: { en: 'Status', ar: 'الحالة' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'gateway',
          type: 'text',
          required: true,
          admin: readOnly,
          label: { en: 'Gateway', ar: 'بوابة الدفع' },
        },
        {
          name: 'orderId',
          type: 'text',
          unique: true,
          admin: readOnly,
          label: { en: 'Gateway order', ar: 'رقم الطلب لدى البوابة' },
        },
        {
          name: 'transactionId',
          type: 'text',
          index: true,
          admin: readOnly,
          label: { en: 'Paid transaction', ar: 'المعاملة المدفوعة' },
        },
      ],
    },
    {
      name: 'checkoutUrl',
      type: 'text',
      admin: readOnly,
      label: { en: 'Checkout page', ar: 'صفحة الدفع' },
    },
    {
      type: 'row',
      fields: [
        cairoDateField({
          name: 'expiresAt',
          admin: readOnly,
          label: { en: 'Expires at', ar: 'ينتهي في' },
        }),
        cairoDateField({
          name: 'settledAt',
          admin: readOnly,
          label: { en: 'Settled at', ar: 'تاريخ التسوية' },
        }),
      ],
    },
    {
      name: 'declineCode',
      type: 'text',
      admin: readOnly,
      label: { en: 'Decline', ar: 'سبب الرفض' },
    },
    // Of the last transaction that paid or declined.
    instrumentField,
    {
      // Set with `paid`, cleared once the receipt and the staff's email are in the outbox; the jobs
      // queue's `sendDueNotifications` sends what a lost database kept from being stored.
      name: 'receiptDue',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: readOnly,
      label: { en: 'Receipt not yet sent', ar: 'الإيصال لم يُرسل بعد' },
    },
    ...cairoTimestamps,
  ],
}

/**
 * Every transaction the gateway told us about, once: the unique transaction id is what makes a
 * repeated callback (or the redirect after the callback) change nothing.
 */
export const PaymentTransactions: CollectionConfig = {
  slug: 'payment-transactions',
  labels: {
    singular: { en: 'Payment transaction', ar: 'معاملة دفع' },
    plural: { en: 'Payment transactions', ar: 'معاملات الدفع' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'transactionId',
    defaultColumns: ['transactionId', 'kind', 'amount', 'payment', 'source', 'createdAt'],
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  // One document at a time: no write by `where` through any API (issue 29).
  disableBulkEdit: true,
  disableBulkDelete: true,
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'transactionId',
      type: 'text',
      required: true,
      unique: true,
      admin: readOnly,
      label: { en: 'Transaction', ar: 'المعاملة' },
    },
    {
      name: 'payment',
      type: 'relationship',
      relationTo: 'payments',
      index: true,
      admin: readOnly,
      label: { en: 'Payment', ar: 'الدفعة' },
    },
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'text', required: true, admin: readOnly, label: 'Kind' },
        { name: 'orderId', type: 'text', admin: readOnly, label: { en: 'Order', ar: 'الطلب' } },
        {
          name: 'source',
          type: 'text',
          admin: readOnly,
          label: { en: 'Received by', ar: 'ورد عبر' },
        },
      ],
    },
    piastersField('amount', { en: 'Amount (EGP)', ar: 'المبلغ (جنيه)' }, { admin: readOnly }),
    {
      name: 'currency',
      type: 'text',
      admin: readOnly,
      label: { en: 'Currency', ar: 'العملة' },
    },
    {
      name: 'declineCode',
      type: 'text',
      admin: readOnly,
      label: { en: 'Decline', ar: 'سبب الرفض' },
    },
    {
      name: 'outcome',
      type: 'text',
      admin: readOnly,
      label: { en: 'What it did', ar: 'ما الذي أحدثته' },
    },
    instrumentField,
    ...cairoTimestamps,
  ],
}
