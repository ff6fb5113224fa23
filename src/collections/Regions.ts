import type { CollectionConfig, Where } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { invalidationHooks } from '@/booking/operations/cacheInvalidation'
import { upperCaseCodeField } from '@/fields/code'
import { orderField } from '@/fields/order'
import { DATA_GROUP } from './dataGroup'

/**
 * The three regions with price lists (Cairo, Borg Al-Arab, Hurghada), each served from its
 * airport. Routes are priced inside one region; the region's cash switch applies to all of them.
 */
export const Regions: CollectionConfig = {
  slug: 'regions',
  labels: {
    singular: { en: 'Region', ar: 'منطقة' },
    plural: { en: 'Regions', ar: 'المناطق' },
  },
  admin: {
    group: DATA_GROUP,
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'airport', 'cashAllowed', 'active', 'order'],
  },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'order',
  hooks: invalidationHooks(['booking-catalog']),
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Name', ar: 'الاسم' },
    },
    upperCaseCodeField({
      label: { en: 'Code', ar: 'الرمز' },
      pattern: /^[A-Z]{3}$/,
      hint: {
        en: "Three capital letters, the IATA code of the region's airport (CAI, HBE, HRG). Cannot be changed later.",
        ar: 'ثلاثة أحرف لاتينية كبيرة، رمز مطار المنطقة لدى اتحاد النقل الجوي (CAI وHBE وHRG). لا يمكن تغييره لاحقًا.',
      },
      immutable: true,
    }),
    {
      name: 'airport',
      type: 'relationship',
      relationTo: 'places',
      label: { en: 'Airport', ar: 'المطار' },
      // Only an airport of this region (a new region gets its airport once the place exists).
      filterOptions: ({ id }): Where =>
        id
          ? { and: [{ kind: { equals: 'airport' } }, { region: { equals: id } }] }
          : { kind: { equals: 'airport' } },
    },
    {
      name: 'cashAllowed',
      type: 'checkbox',
      defaultValue: true,
      label: {
        en: 'Cash payment allowed in this region',
        ar: 'الدفع النقدي مسموح في هذه المنطقة',
      },
      admin: {
        description: {
          en: "Cash is offered only where the region, the route and the settings' cash switch all allow it.",
          ar: 'يُعرض الدفع النقدي فقط حين تسمح به المنطقة والمسار ومفتاح الدفع النقدي في الإعدادات معًا.',
        },
      },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Bookable', ar: 'متاحة للحجز' },
      admin: { position: 'sidebar' },
    },
    orderField,
  ],
}
