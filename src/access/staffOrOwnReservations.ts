import type { Access } from 'payload'

import { isStaffUser } from './roles'

/** Staff see all reservations; a customer only their own, as a query so lists filter themselves. */
export const staffOrOwnReservations: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  if (user?.collection === 'customers') return { customer: { equals: user.id } }
  return false
}
