import type { Access, FieldAccess } from 'payload'

import { isAdminUser } from './roles'

export const isAdmin: Access = ({ req: { user } }) => isAdminUser(user)

export const isAdminField: FieldAccess = ({ req: { user } }) => isAdminUser(user)
