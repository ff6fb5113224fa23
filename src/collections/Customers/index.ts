import { type CollectionConfig, Forbidden } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { privateSessions } from '@/fields/privateSessions'
import { LOCALES, languageLabel } from '@/i18n/locales'
import { isReleasedContact } from '@/lib/releasedContact'

import { eraseCustomerDataBeforeDelete } from './hooks/eraseCustomerData'
import { emailProofFollowsEmail, phoneProofFollowsMobile } from './hooks/phoneProofFollowsMobile'
import { DATA_GROUP } from '../dataGroup'

/**
 * Customers of the public site. An auth collection of its own (never `users`): Payload hashes the
 * password and keeps the sessions; the site's own API (`/api/user/*`) is the
 * only way in, and customers can never open the staff admin.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: {
    singular: { en: 'Customer', ar: 'عميل' },
    plural: { en: 'Customers', ar: 'العملاء' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: [
      'name',
      'email',
      'mobile',
      'verified',
      'phoneVerified',
      'accountType',
      'createdAt',
    ],
    group: DATA_GROUP,
  },
  // A customer is changed or erased one at a time, on request (an erasure removes personal data
  // from the bookings too): never every account matching a `where`.
  disableBulkEdit: true,
  disableBulkDelete: true,
  auth: {
    tokenExpiration: 30 * 24 * 60 * 60,
    // No lockout: /api/user/signin throttles wrong passwords per address and per account
    // (src/accounts/loginThrottle.ts), so nobody can lock a customer out.
    maxLoginAttempts: 0,
    useSessions: true,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
  },
  access: {
    admin: () => false,
    // Staff only: a customer reads their account through `/api/user/info`, never through /api/cms.
    read: isStaff,
    create: nobody,
    update: isAdmin,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [
      ({ operation, req }) => {
        // Customers log in, reset and refresh only through /api/user/*, with its rate limits and
        // one-time codes; Payload's own REST and GraphQL auth routes stay closed to them.
        const authOperation = ['login', 'forgotPassword', 'resetPassword', 'refresh'].includes(
          operation,
        )
        if (authOperation && req.payloadAPI !== 'local') throw new Forbidden(req.t)
      },
    ],
    beforeChange: [phoneProofFollowsMobile, emailProofFollowsEmail],
    // An admin deletes a customer on request (Egypt's PDPL): reservations stay, personal data goes.
    beforeDelete: [eraseCustomerDataBeforeDelete],
  },
  fields: [
    privateSessions,
    { name: 'name', type: 'text', required: true, label: { en: 'Name', ar: 'الاسم' } },
    {
      name: 'mobile',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Mobile (E.164)', ar: 'الجوال' },
      // Or the stand-in of a number the account lost to its owner (`releasedMobile`).
      validate: (value: unknown) =>
        typeof value === 'string' && (/^\+[1-9]\d{6,14}$/.test(value) || isReleasedContact(value))
          ? true
          : 'E.164, e.g. +201005550123',
    },
    {
      name: 'verified',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Verified', ar: 'تم التحقق' },
    },
    {
      // Set when an SMS code sent to the current mobile comes back; cash bookings need it.
      name: 'phoneVerified',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Mobile verified by SMS', ar: 'تم التحقق من الجوال برسالة نصية' },
    },
    {
      // Set when a code sent to the current email comes back; an unproven email gives way to its
      // owner's sign-up and is dropped when the account is recovered by SMS (issue 29).
      name: 'emailVerified',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Email verified by code', ar: 'تم التحقق من البريد الإلكتروني برمز' },
    },
    {
      // False for an account a guest card booking created (decision 0140): its password is a
      // random secret nobody knows, so it cannot be signed into by password until its owner sets
      // one through the password reset; every other account has one.
      name: 'passwordSet',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Password set', ar: 'تم تعيين كلمة المرور' },
    },
    {
      name: 'preferredLanguage',
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: LOCALES.map((value) => ({ value, label: languageLabel(value) })),
      label: { en: 'Language', ar: 'اللغة' },
    },
    {
      name: 'accountType',
      type: 'select',
      required: true,
      defaultValue: 'individual',
      options: [
        { value: 'individual', label: { en: 'Individual', ar: 'فرد' } },
        { value: 'business', label: { en: 'Business', ar: 'شركة' } },
      ],
      label: { en: 'Account type', ar: 'نوع الحساب' },
    },
  ],
}
