import type { CollectionConfig } from 'payload'

import { publicContent } from '@/access/publicContent'
import { isAdmin } from '@/access/isAdmin'
import { revalidateHooks } from '@/content/revalidate'
import { upperCaseCodeField } from '@/fields/code'
import { orderField } from '@/fields/order'
import { DATA_GROUP } from './dataGroup'

/** Clients and partners whose logos appear under "Our clients" and in the footer. */
export const Partners: CollectionConfig = {
  slug: 'partners',
  labels: {
    singular: { en: 'Partner', ar: 'شريك' },
    plural: { en: 'Partners and clients', ar: 'الشركاء والعملاء' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'name',
    defaultColumns: ['name', 'showLogo', 'order'],
  },
  access: { read: publicContent, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'order',
  hooks: revalidateHooks,
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Name', ar: 'الاسم' },
    },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      label: { en: 'Logo', ar: 'الشعار' },
    },
    { name: 'website', type: 'text', label: { en: 'Website', ar: 'الموقع الإلكتروني' } },
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'client',
      options: [
        { value: 'client', label: { en: 'Client', ar: 'عميل' } },
        { value: 'agency', label: { en: 'Travel agency', ar: 'وكالة سفر' } },
        { value: 'hotel', label: { en: 'Hotel', ar: 'فندق' } },
      ],
      label: { en: 'Kind', ar: 'النوع' },
      admin: { position: 'sidebar' },
    },
    // Referring partners send visitors with ?ref=CODE; their bookings keep the partner.
    upperCaseCodeField({
      label: { en: 'Referral code', ar: 'رمز الإحالة' },
      pattern: /^[A-Z0-9]{2,20}$/,
      hint: {
        en: 'Optional referral code for ?ref= links: 2 to 20 capital letters or digits, e.g. NILECROWN.',
        ar: 'رمز إحالة اختياري لروابط ?ref=: من 2 إلى 20 حرفًا لاتينيًا كبيرًا أو رقمًا، مثل NILECROWN.',
      },
      required: false,
    }),
    {
      name: 'showLogo',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Show the logo on the site', ar: 'إظهار الشعار في الموقع' },
    },
    orderField,
  ],
}
