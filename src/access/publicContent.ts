import type { Access } from 'payload'

import { isAdminUser, isStaffUser } from './roles'

/**
 * Content without drafts the site shows to everybody (menus, partners, media, settings): anyone
 * reads it but operators, whose admin must not offer content screens (admins read it as editors).
 */
export const publicContent: Access = ({ req: { user } }) => isAdminUser(user) || !isStaffUser(user)
