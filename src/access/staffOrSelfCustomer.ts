import type { Access } from 'payload'

import { isStaffUser } from './roles'

/** Staff read every customer; a customer reads only their own record. */
export const staffOrSelfCustomer: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  if (user?.collection === 'customers') return { id: { equals: user.id } }
  return false
}
