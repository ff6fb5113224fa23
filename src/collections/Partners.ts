import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { revalidateHooks } from '@/content/revalidate'
import { orderField } from '@/fields/order'

/** Clients and partners whose logos appear under "Our clients" and in the footer. */
export const Partners: CollectionConfig = {
  slug: 'partners',
  labels: {
    singular: { en: 'Partner', ar: 'شريك' },
    plural: { en: 'Partners and clients', ar: 'الشركاء والعملاء' },
  },
  admin: {
    group: { en: 'Content', ar: 'المحتوى' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'showLogo', 'order'],
  },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
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
      name: 'showLogo',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Show the logo on the site', ar: 'إظهار الشعار في الموقع' },
    },
    orderField,
  ],
}
