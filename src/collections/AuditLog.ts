import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { cairoDateField } from '@/fields/cairoDate'
import { DATA_GROUP } from './dataGroup'

export const AUDIT_ACTOR_TYPES = ['staff', 'customer', 'system', 'payment'] as const
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const

/**
 * Who changed what, when and why (src/audit, docs/decisions.md "Audit trail"). Written only by the
 * audit hooks, with overrideAccess inside the change's own transaction; admins read and filter it,
 * nobody creates, edits or deletes an entry through any API.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: {
    singular: { en: 'Audit entry', ar: 'سجل تدقيق' },
    plural: { en: 'Audit trail', ar: 'سجل التدقيق' },
  },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['at', 'actorType', 'actorName', 'action', 'target', 'documentId', 'reason'],
    listSearchableFields: ['target', 'documentId', 'actorName', 'reason'],
    group: DATA_GROUP,
    hidden: ({ user }) => user?.role !== 'admin',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-at',
  // The history of one document, newest first.
  indexes: [{ fields: ['target', 'documentId'] }],
  fields: [
    cairoDateField({
      name: 'at',
      required: true,
      index: true,
      label: { en: 'When', ar: 'الوقت' },
    }),
    {
      name: 'summary',
      type: 'text',
      label: { en: 'Summary', ar: 'الملخص' },
    },
    {
      name: 'actorType',
      type: 'select',
      required: true,
      index: true,
      label: { en: 'By (type)', ar: 'بواسطة (النوع)' },
      options: [
        { value: 'staff', label: { en: 'Staff', ar: 'موظف' } },
        { value: 'customer', label: { en: 'Customer', ar: 'عميل' } },
        { value: 'system', label: { en: 'System', ar: 'النظام' } },
        { value: 'payment', label: { en: 'Payment gateway', ar: 'بوابة الدفع' } },
      ],
    },
    { name: 'actorId', type: 'text', index: true, label: { en: 'By (ID)', ar: 'بواسطة (المعرّف)' } },
    { name: 'actorName', type: 'text', label: { en: 'By', ar: 'بواسطة' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      label: { en: 'Kind', ar: 'النوع' },
      options: [
        { value: 'collection', label: { en: 'Collection', ar: 'مجموعة' } },
        { value: 'global', label: { en: 'Global', ar: 'إعداد عام' } },
      ],
    },
    {
      name: 'target',
      type: 'text',
      required: true,
      index: true,
      label: { en: 'Collection or global', ar: 'المجموعة أو الإعداد' },
    },
    { name: 'documentId', type: 'text', label: { en: 'Document ID', ar: 'معرّف المستند' } },
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      label: { en: 'Action', ar: 'الإجراء' },
      options: AUDIT_ACTIONS.map((value) => ({ value, label: value })),
    },
    { name: 'reason', type: 'textarea', label: { en: 'Reason', ar: 'السبب' } },
    { name: 'locale', type: 'text', label: { en: 'Language', ar: 'اللغة' } },
    {
      name: 'changes',
      type: 'json',
      required: true,
      label: { en: 'Changes (before and after)', ar: 'التغييرات (قبل وبعد)' },
    },
  ],
}
