import type { Access } from 'payload'

import { isAdminUser, isStaffUser } from './roles'

/**
 * Versioned content (articles, services, FAQs, slides, terms): admins read everything, drafts
 * included; operators nothing (content is not their desk, so the admin shows them no such screen);
 * customers and anonymous callers only what the site already shows, the published documents.
 */
export const publishedContent: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (isStaffUser(user)) return false
  return { _status: { equals: 'published' } }
}
