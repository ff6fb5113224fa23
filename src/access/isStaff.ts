import type { Access, PayloadRequest } from 'payload'

import { isStaffUser } from './roles'

export const isStaff: Access = ({ req: { user } }) => isStaffUser(user)

/** Who may open the staff admin at all: staff users only, never customers. */
export const canUseStaffAdmin = ({ req }: { req: PayloadRequest }): boolean => isStaffUser(req.user)
