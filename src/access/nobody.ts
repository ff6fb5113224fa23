import type { Access, FieldAccess } from 'payload'

/** Only server code (with overrideAccess) writes these records. */
export const nobody: Access = () => false

/** A field no API reader or writer sees; server code reads it with overrideAccess. */
export const nobodyField: FieldAccess = () => false
