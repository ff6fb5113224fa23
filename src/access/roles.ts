export const STAFF_ROLES = ['admin', 'operator'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** The shape of the logged-in user Payload hands to access functions. */
export type AccessUser =
  { id: number | string; collection?: string; role?: string | null } | null | undefined

export const isStaffUser = (user: AccessUser): boolean =>
  Boolean(user && user.collection === 'users' && STAFF_ROLES.includes(user.role as StaffRole))

export const isAdminUser = (user: AccessUser): boolean =>
  Boolean(user && user.collection === 'users' && user.role === 'admin')
