import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { DATA_GROUP } from './dataGroup'

/** Messages sent with the contact form. Created only by POST /api/contact; staff read and mark them. */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  labels: {
    singular: { en: 'Inquiry', ar: 'استفسار' },
    plural: { en: 'Inquiries', ar: 'الاستفسارات' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone', 'status', 'createdAt'],
  },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  // One document at a time: no write by `where` through any API (issue 29).
  disableBulkEdit: true,
  disableBulkDelete: true,
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      label: { en: 'Name', ar: 'الاسم' },
      access: { update: () => false },
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      label: { en: 'Email', ar: 'البريد الإلكتروني' },
      access: { update: () => false },
    },
    {
      name: 'phone',
      type: 'text',
      label: { en: 'Phone', ar: 'الهاتف' },
      access: { update: () => false },
    },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      label: { en: 'Message', ar: 'الرسالة' },
      access: { update: () => false },
    },
    {
      name: 'language',
      type: 'select',
      options: ['en', 'ar'],
      defaultValue: 'en',
      label: { en: 'Language', ar: 'اللغة' },
      access: { update: () => false },
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: [
        { value: 'new', label: { en: 'New', ar: 'جديد' } },
        { value: 'answered', label: { en: 'Answered', ar: 'تم الرد' } },
        { value: 'closed', label: { en: 'Closed', ar: 'مغلق' } },
      ],
      label: { en: 'Status', ar: 'الحالة' },
      admin: { position: 'sidebar' },
    },
  ],
}
