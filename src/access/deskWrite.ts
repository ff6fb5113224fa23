import type { Access, FieldAccess, RequestContext } from 'payload'

import { isAdminUser, isStaffUser } from './roles'

/**
 * The hooks' context key the back office's operations set when they write a staff collection as
 * the staff user (`overrideAccess: false`, so every other rule still applies). REST and GraphQL
 * callers cannot set a request's context: a write that carries it came from the desk's code.
 */
export const DESK_WRITE = 'deskWrite'

/** The context of a desk operation's write: `context` (the audit's) plus the desk's mark. */
export const deskWrite = <T extends RequestContext>(context: T): T & { [DESK_WRITE]: true } => ({
  ...context,
  [DESK_WRITE]: true,
})

/**
 * Admins, and operators through the desk's operations only: an operator's REST, GraphQL or admin
 * form write is refused (issue 29: operators cancel an active link on the desk and nothing else).
 */
export const adminOrDesk: Access = ({ req }) =>
  isAdminUser(req.user) || (isStaffUser(req.user) && req.context?.[DESK_WRITE] === true)

/** A field nobody changes after the document is created (server code with overrideAccess aside). */
export const fixedAfterCreation: FieldAccess = () => false
