import type { Access } from 'payload'

import { isAdminUser, isStaffUser } from './roles'

/** Admins see every staff user; an operator sees only their own record. */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (user && isStaffUser(user)) return { id: { equals: user.id } }
  return false
}
