import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'

/** Brand and contact details shown across the public site (decisions.md, "Brand and contact"). */
export const Settings: GlobalConfig = {
  slug: 'settings',
  label: { en: 'Settings', ar: 'الإعدادات' },
  admin: { group: { en: 'Administration', ar: 'الإدارة' } },
  access: {
    read: anyone,
    update: isAdmin,
  },
  fields: [
    {
      name: 'siteName',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Site name', ar: 'اسم الموقع' },
    },
    {
      name: 'tagline',
      type: 'text',
      localized: true,
      label: { en: 'Tagline', ar: 'الشعار النصي' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'hotline',
          type: 'text',
          required: true,
          label: { en: 'Hotline', ar: 'الخط الساخن' },
        },
        { name: 'landline', type: 'text', label: { en: 'Landline', ar: 'الهاتف الأرضي' } },
        { name: 'whatsapp', type: 'text', label: { en: 'WhatsApp', ar: 'واتساب' } },
      ],
    },
    { name: 'email', type: 'email', label: { en: 'Email', ar: 'البريد الإلكتروني' } },
    {
      name: 'address',
      type: 'textarea',
      localized: true,
      label: { en: 'Address', ar: 'العنوان' },
    },
  ],
}
