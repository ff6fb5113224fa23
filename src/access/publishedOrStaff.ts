import type { Access } from 'payload'

import { isStaffUser } from './roles'

/** Staff read drafts too; everyone else only what an editor has published. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  return { _status: { equals: 'published' } }
}
