import type { Access } from 'payload'

import { isStaffUser } from './roles'

/** Booking data the public may read while it is offered: staff read every document, others the active ones. */
export const activeOrStaff: Access = ({ req: { user } }) =>
  isStaffUser(user) ? true : { active: { equals: true } }
