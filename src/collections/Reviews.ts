import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

import { fixedAfterCreation } from '@/access/deskWrite'
import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { revalidateAfterChange, revalidateAfterDelete } from '@/content/revalidate'
import { cairoTimestamps } from '@/fields/cairoDate'
import { LOCALES } from '@/i18n/locales'
import type { Review } from '@/payload-types'
import {
  COMMENT_MAX,
  DISPLAY_NAME_MAX,
  REVIEW_STATUSES,
  STARS_MAX,
  STARS_MIN,
} from '@/reviews/reviews'

import { DATA_GROUP } from './dataGroup'

/**
 * The public pages show approved reviews: a review that is or was approved changes them. A new
 * review waits for staff (pending), so its creation changes nothing public.
 */
const revalidateShownReviews: CollectionAfterChangeHook<Review> = async (args) => {
  const { doc, previousDoc, operation } = args
  const shown = doc.status === 'approved' || previousDoc?.status === 'approved'
  if (operation === 'update' && shown) {
    await revalidateAfterChange(args)
  }
  return doc
}

/**
 * Customers' reviews after the ride (issue 33 item 5; decision 0161): written once per reservation
 * through the review request's link (`src/reviews/operations/submitReview.ts`), never through the
 * API. Staff (admins and operators) read them and approve or hide them in the admin: the status is
 * the only field they change, and each change is in the audit trail. Only approved reviews reach
 * the public pages, which are revalidated when one is approved or stops being so.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: {
    singular: { en: 'Review', ar: 'تقييم' },
    plural: { en: 'Reviews', ar: 'التقييمات' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'displayName',
    defaultColumns: [
      'displayName',
      'driverStars',
      'serviceStars',
      'status',
      'language',
      'createdAt',
    ],
  },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  disableBulkEdit: true,
  defaultSort: '-createdAt',
  hooks: {
    afterChange: [revalidateShownReviews],
    afterDelete: [revalidateAfterDelete],
  },
  fields: [
    {
      // One review per reservation: the unique index refuses a second, however it comes.
      name: 'reservation',
      type: 'relationship',
      relationTo: 'reservations',
      required: true,
      unique: true,
      index: true,
      access: { update: fixedAfterCreation },
      label: { en: 'Reservation', ar: 'الحجز' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: REVIEW_STATUSES.map((value) => ({
        value,
        label: {
          pending: { en: 'Waiting for approval', ar: 'بانتظار الموافقة' },
          approved: { en: 'Approved (shown)', ar: 'مقبول (معروض)' },
          hidden: { en: 'Hidden', ar: 'مخفي' },
        }[value],
      })),
      label: { en: 'Status', ar: 'الحالة' },
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'driverStars',
          type: 'number',
          required: true,
          min: STARS_MIN,
          max: STARS_MAX,
          access: { update: fixedAfterCreation },
          label: { en: 'Driver (stars)', ar: 'السائق (نجوم)' },
        },
        {
          name: 'serviceStars',
          type: 'number',
          required: true,
          min: STARS_MIN,
          max: STARS_MAX,
          access: { update: fixedAfterCreation },
          label: { en: 'Service (stars)', ar: 'الخدمة (نجوم)' },
        },
      ],
    },
    {
      name: 'comment',
      type: 'textarea',
      maxLength: COMMENT_MAX,
      access: { update: fixedAfterCreation },
      label: { en: 'Comment', ar: 'التعليق' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'displayName',
          type: 'text',
          required: true,
          maxLength: DISPLAY_NAME_MAX,
          access: { update: fixedAfterCreation },
          label: { en: 'Name shown', ar: 'الاسم المعروض' },
        },
        {
          // The language it was written in: readers see their own language's reviews first.
          name: 'language',
          type: 'select',
          required: true,
          index: true,
          options: [...LOCALES],
          access: { update: fixedAfterCreation },
          label: { en: 'Written in', ar: 'لغة الكتابة' },
        },
      ],
    },
    ...cairoTimestamps,
  ],
}
