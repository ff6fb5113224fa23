import type { FieldAccess } from 'payload'

import { isAdminUser } from './roles'

/** An admin changing another staff user: nobody changes their own role (no last-admin lockout). */
export const adminOnOthers: FieldAccess = ({ id, req: { user } }) =>
  isAdminUser(user) && (id === undefined || String(id) !== String(user?.id))
