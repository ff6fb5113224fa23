import {
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type FieldHook,
  ValidationError,
} from 'payload'

import { adminOrDesk, fixedAfterCreation } from '@/access/deskWrite'
import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { isStaffUser } from '@/access/roles'
import { adminText } from '@/fields/adminText'
import { cairoDateField, cairoTimestamps } from '@/fields/cairoDate'
import { piastersField } from '@/fields/piasters'
import { readServerEnv } from '@/lib/env'
import {
  newPaymentLinkToken,
  PAYMENT_LINK_STATUSES,
  paymentLinkUrl,
  type PaymentLinkStatus,
  staffMayChangeLinkStatus,
} from '@/payments/paymentLinks'
import { DATA_GROUP } from './dataGroup'
import { languageLabel } from '@/i18n/locales'

/** A new link without an expiry gets the settings' hours (48 by default). */
const defaultExpiry: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data || data.expiresAt) return data
  const settings = await req.payload.findGlobal({ slug: 'settings', depth: 0, req })
  const hours = settings.paymentLinkHours ?? 48
  return { ...data, expiresAt: new Date(Date.now() + hours * 3_600_000).toISOString() }
}

/** Staff may cancel an active link, nothing more: `paid` comes from the gateway alone. */
const staffStatusChange: FieldHook = ({ value, originalDoc, operation, req }) => {
  if (!isStaffUser(req.user)) return value
  const from = (operation === 'create' ? 'active' : originalDoc?.status) as PaymentLinkStatus
  if (staffMayChangeLinkStatus(from, value as PaymentLinkStatus)) return value
  throw new ValidationError({
    collection: 'payment-links',
    req,
    errors: [
      {
        path: 'status',
        message: adminText(req, {
          en: 'Staff can only cancel an active link; a link becomes paid or expired by itself.',
          ar: 'يمكن للموظفين إلغاء الرابط الساري فقط؛ أما السداد وانتهاء الصلاحية فيحدثان تلقائيًا.',
        }),
      },
    ],
  })
}

/** Every field but the status is fixed once the link exists, for everyone (issue 29). */
const FIXED = { update: fixedAfterCreation }

/**
 * A payment link: staff ask a customer for an amount (a balance, an extra, a booking taken by
 * phone) and send them `/Pay?link=<token>`. The token is unguessable; the status moves only
 * through the payment operations (paid) or the staff (cancelled), and an open link past its
 * expiry is expired (the jobs queue writes it; the pay screen never offers one).
 *
 * Nothing but the status changes after creation, for anybody through any API (amount, customer,
 * expiry, token, paid time: server code alone writes `paid`). Operators create and cancel links
 * only through the desk's operations (`adminOrDesk`); admins also through REST and the admin.
 * Writes by `where` (`PATCH /api/cms/payment-links?where[...]`) are refused for everyone.
 */
export const PaymentLinks: CollectionConfig = {
  slug: 'payment-links',
  labels: {
    singular: { en: 'Payment link', ar: 'رابط دفع' },
    plural: { en: 'Payment links', ar: 'روابط الدفع' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'description',
    defaultColumns: ['description', 'customerName', 'amount', 'status', 'expiresAt', 'createdAt'],
  },
  access: { read: isStaff, create: adminOrDesk, update: adminOrDesk, delete: isAdmin },
  disableBulkEdit: true,
  disableBulkDelete: true,
  defaultSort: '-createdAt',
  hooks: { beforeValidate: [defaultExpiry] },
  fields: [
    piastersField(
      'amount',
      { en: 'Amount (EGP)', ar: 'المبلغ (جنيه)' },
      { required: true, access: FIXED },
    ),
    {
      type: 'row',
      fields: [
        {
          name: 'customerName',
          access: FIXED,
          type: 'text',
          required: true,
          maxLength: 120,
          label: { en: 'Customer name', ar: 'اسم العميل' },
        },
        {
          name: 'phone',
          access: FIXED,
          type: 'text',
          required: true,
          maxLength: 32,
          label: { en: 'Phone', ar: 'الهاتف' },
        },
        {
          name: 'email',
          access: FIXED,
          type: 'email',
          required: true,
          label: { en: 'Email', ar: 'البريد الإلكتروني' },
        },
      ],
    },
    {
      name: 'description',
      access: FIXED,
      type: 'text',
      required: true,
      maxLength: 200,
      label: { en: 'What is paid', ar: 'مقابل ماذا' },
    },
    {
      name: 'reservation',
      access: FIXED,
      type: 'relationship',
      relationTo: 'reservations',
      label: { en: 'Reservation (optional)', ar: 'الحجز (اختياري)' },
    },
    {
      name: 'language',
      access: FIXED,
      type: 'select',
      defaultValue: 'en',
      options: [
        { label: languageLabel('en'), value: 'en' },
        { label: languageLabel('ar'), value: 'ar' },
      ],
      label: { en: 'Customer language', ar: 'لغة العميل' },
    },
    cairoDateField({
      // Filled by `defaultExpiry` when left empty (so the admin form does not demand it).
      name: 'expiresAt',
      index: true,
      access: FIXED,
      admin: {
        description: {
          en: 'Cairo time. Empty: the settings’ hours from now (48 by default).',
          ar: 'بتوقيت القاهرة. إن تُرك فارغًا: عدد الساعات المحدد في الإعدادات من الآن (48 افتراضيًا).',
        },
      },
      label: { en: 'Expires at', ar: 'ينتهي في' },
    }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: PAYMENT_LINK_STATUSES.map((value) => ({ label: value, value })),
      hooks: { beforeChange: [staffStatusChange] },
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
      access: FIXED,
      label: { en: 'Token', ar: 'الرمز' },
    },
    {
      // The address to send the customer, in their language, shown to staff; nothing is stored.
      name: 'payUrl',
      type: 'text',
      virtual: true,
      admin: { readOnly: true },
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            siblingData?.token
              ? paymentLinkUrl(readServerEnv().SITE_URL, siblingData.token, siblingData.language)
              : null,
        ],
      },
      label: { en: 'Link to send', ar: 'الرابط المرسل للعميل' },
    },
    cairoDateField({
      name: 'paidAt',
      // The dashboard's payment-link revenue of the last days.
      index: true,
      access: FIXED,
      admin: { readOnly: true },
      label: { en: 'Paid at', ar: 'تاريخ السداد' },
    }),
    ...cairoTimestamps,
  ],
}
