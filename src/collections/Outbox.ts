import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

/**
 * Every email and SMS the site sends, in both drivers: in `outbox` mode the message stops here
 * (development); in `live` mode this is the delivery log, and failed sends are retried from it.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: {
    singular: { en: 'Outbox message', ar: 'رسالة صادرة' },
    plural: { en: 'Outbox', ar: 'الرسائل الصادرة' },
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'channel', 'to', 'template', 'status', 'attempts'],
    group: { en: 'Administration', ar: 'الإدارة' },
    hidden: ({ user }) => user?.role !== 'admin',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'channel', type: 'select', required: true, options: ['email', 'sms'], index: true },
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'locale', type: 'select', required: true, options: ['en', 'ar'] },
    { name: 'template', type: 'text', required: true },
    { name: 'subject', type: 'text' },
    { name: 'body', type: 'textarea', required: true },
    { name: 'html', type: 'textarea', admin: { hidden: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      options: ['outbox', 'sent', 'failed', 'dead'],
      index: true,
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'lastError', type: 'text' },
    { name: 'nextAttemptAt', type: 'date', index: true },
    { name: 'sentAt', type: 'date' },
    { name: 'providerMessageId', type: 'text' },
  ],
}
