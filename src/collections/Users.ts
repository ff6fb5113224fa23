import { type CollectionConfig, Forbidden } from 'payload'

import { adminOrSelf } from '@/access/adminOrSelf'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { canUseStaffAdmin } from '@/access/isStaff'
import { STAFF_ROLES } from '@/access/roles'
import { privateSessions } from '@/fields/privateSessions'

/** Staff accounts of the back office. Customers live in their own collection. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { en: 'Staff user', ar: 'موظف' },
    plural: { en: 'Staff users', ar: 'الموظفون' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role'],
    group: { en: 'Administration', ar: 'الإدارة' },
  },
  auth: {
    tokenExpiration: 8 * 60 * 60,
    // No lockout (anyone could lock a colleague out with five guesses): the REST login route
    // throttles per address and per account instead (src/server/staffLogin.ts).
    maxLoginAttempts: 0,
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production',
    },
  },
  access: {
    admin: canUseStaffAdmin,
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  fields: [
    privateSessions,
    {
      name: 'name',
      type: 'text',
      required: true,
      label: { en: 'Name', ar: 'الاسم' },
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'operator',
      saveToJWT: true,
      label: { en: 'Role', ar: 'الدور' },
      options: STAFF_ROLES.map((role) => ({
        value: role,
        label: role === 'admin' ? { en: 'Admin', ar: 'مدير' } : { en: 'Operator', ar: 'مشغّل' },
      })),
      access: {
        // Operators cannot promote themselves; the very first user is made admin by the hook below.
        update: isAdminField,
      },
    },
  ],
  hooks: {
    beforeOperation: [
      ({ operation, req }) => {
        // Staff log in through the throttled REST route only (the admin uses it); GraphQL's
        // login mutation would bypass the throttle.
        if (operation === 'login' && req.payloadAPI === 'GraphQL') throw new Forbidden(req.t)
      },
    ],
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({
          collection: 'users',
          overrideAccess: true,
          req,
        })
        return totalDocs === 0 ? { ...data, role: 'admin' } : data
      },
    ],
  },
}
