import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { cairoDateField } from '@/fields/cairoDate'

import { DATA_GROUP } from './dataGroup'

/**
 * A driver's private link to their legs of one Cairo day (issue 33; decision 0160): sent by SMS when
 * staff dispatch them, the same link for every leg of that day. The token is derived from the
 * row's secret nonce (`src/tripday/driverLink.ts`), so it can be sent again; only its SHA-256 is
 * looked up. Written only by the dispatch and the driver's page; staff read them.
 */
export const DriverLinks: CollectionConfig = {
  slug: 'driver-links',
  labels: {
    singular: { en: 'Driver link', ar: 'رابط سائق' },
    plural: { en: 'Driver links', ar: 'روابط السائقين' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'driverName',
    defaultColumns: ['driverName', 'driverMobile', 'day', 'expiresAt', 'revokedAt'],
    // The desk's dispatch sends and withdraws them; nothing to edit by hand.
    hidden: true,
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['driverMobile', 'day'], unique: true }],
  fields: [
    {
      name: 'driverMobile',
      type: 'text',
      required: true,
      label: { en: 'Driver mobile', ar: 'جوال السائق' },
    },
    { name: 'driverName', type: 'text', required: true, label: { en: 'Driver', ar: 'السائق' } },
    /** The Cairo day ('YYYY-MM-DD') whose legs the link shows. */
    { name: 'day', type: 'text', required: true, label: { en: 'Day', ar: 'اليوم' } },
    { name: 'nonce', type: 'text', required: true, admin: { hidden: true } },
    { name: 'tokenHash', type: 'text', required: true, unique: true, admin: { hidden: true } },
    cairoDateField({ name: 'expiresAt', required: true, label: { en: 'Ends at', ar: 'ينتهي في' } }),
    cairoDateField({ name: 'revokedAt', label: { en: 'Withdrawn at', ar: 'سُحب في' } }),
  ],
}
