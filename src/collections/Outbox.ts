import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { cairoDateField, cairoTimestamps } from '@/fields/cairoDate'
import { DATA_GROUP } from './dataGroup'
import { languageLabel } from '@/i18n/locales'

/**
 * Every email and SMS the site sends (src/notifications), in both drivers: in `outbox` mode the
 * message stops here (development); in `live` mode this is the delivery log, and failed sends are
 * retried from it. Admins read it; only the notifications module writes it (overrideAccess).
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: {
    singular: { en: 'Outbox message', ar: 'رسالة صادرة' },
    plural: { en: 'Outbox', ar: 'الرسائل الصادرة' },
  },
  admin: {
    useAsTitle: 'to',
    defaultColumns: ['createdAt', 'channel', 'to', 'template', 'status', 'attempts'],
    group: DATA_GROUP,
    hidden: ({ user }) => user?.role !== 'admin',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'channel',
      type: 'select',
      required: true,
      index: true,
      label: { en: 'Channel', ar: 'القناة' },
      options: [
        { value: 'email', label: { en: 'Email', ar: 'بريد إلكتروني' } },
        { value: 'sms', label: { en: 'SMS', ar: 'رسالة نصية' } },
      ],
    },
    { name: 'to', type: 'text', required: true, index: true, label: { en: 'To', ar: 'إلى' } },
    {
      name: 'locale',
      type: 'select',
      required: true,
      label: { en: 'Language', ar: 'اللغة' },
      options: [
        { value: 'en', label: languageLabel('en') },
        { value: 'ar', label: languageLabel('ar') },
      ],
    },
    { name: 'template', type: 'text', required: true, label: { en: 'Template', ar: 'القالب' } },
    { name: 'subject', type: 'text', label: { en: 'Subject', ar: 'الموضوع' } },
    { name: 'body', type: 'textarea', required: true, label: { en: 'Text', ar: 'النص' } },
    { name: 'html', type: 'textarea', label: 'HTML', admin: { hidden: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      label: { en: 'Status', ar: 'الحالة' },
      options: [
        { value: 'outbox', label: { en: 'In the outbox (not sent)', ar: 'في الصادر (لم تُرسل)' } },
        { value: 'sent', label: { en: 'Sent', ar: 'أُرسلت' } },
        { value: 'failed', label: { en: 'Failed, will retry', ar: 'فشلت، ستُعاد المحاولة' } },
        { value: 'dead', label: { en: 'Given up', ar: 'توقفت المحاولات' } },
      ],
    },
    {
      name: 'attempts',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: { en: 'Attempts', ar: 'المحاولات' },
    },
    { name: 'lastError', type: 'text', label: { en: 'Last error', ar: 'آخر خطأ' } },
    cairoDateField({
      name: 'nextAttemptAt',
      index: true,
      label: { en: 'Next attempt', ar: 'المحاولة التالية' },
    }),
    cairoDateField({ name: 'sentAt', label: { en: 'Sent at', ar: 'وقت الإرسال' } }),
    {
      name: 'providerMessageId',
      type: 'text',
      label: { en: 'Provider message ID', ar: 'معرّف الرسالة لدى المزوّد' },
    },
    ...cairoTimestamps,
  ],
}
