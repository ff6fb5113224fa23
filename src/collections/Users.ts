import { type CollectionConfig, Forbidden } from 'payload'

import { adminOrSelf } from '@/access/adminOrSelf'
import { adminOnOthers } from '@/access/adminOnOthers'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { canUseStaffAdmin } from '@/access/isStaff'
import { STAFF_ROLES } from '@/access/roles'
import { privateSessions } from '@/fields/privateSessions'
import { DATA_GROUP } from './dataGroup'

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
    group: DATA_GROUP,
  },
  auth: {
    tokenExpiration: 8 * 60 * 60,
    // No lockout (anyone could lock a colleague out with five guesses): the REST login route
    // throttles per address and per account instead (src/http/staffLogin.ts).
    maxLoginAttempts: 0,
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production',
    },
  },
  access: {
    admin: canUseStaffAdmin,
    read: adminOrSelf,
    // Nobody but admins changes staff users (an operator's own name or password included).
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    unlock: isAdmin,
  },
  // One document at a time (the role rule is per user): no write by `where` (issue 29).
  disableBulkEdit: true,
  disableBulkDelete: true,
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
        // Only an admin sets a role, and never their own: an operator cannot promote anyone, and
        // the last admin cannot demote themselves. The very first user is made admin by the hook.
        create: isAdminField,
        update: adminOnOthers,
      },
    },
  ],
  hooks: {
    beforeOperation: [
      ({ operation, req }) => {
        // Staff log in through the throttled REST route only (the admin uses it); GraphQL's
        // login mutation would bypass the throttle.
        if (operation === 'login' && req.payloadAPI === 'GraphQL') throw new Forbidden(req.t)
        // In production the first admin comes from SEED_ADMIN_* or `npm run create-admin`, never
        // from Payload's first-user screen: its `first-register` call creates a user with nobody
        // logged in through the REST API (server code creates through the Local API).
        if (
          operation === 'create' &&
          !req.user &&
          req.payloadAPI !== 'local' &&
          process.env.NODE_ENV === 'production'
        )
          throw new Forbidden(req.t)
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
