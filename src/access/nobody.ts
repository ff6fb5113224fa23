import type { Access } from 'payload'

/** Only server code (with overrideAccess) writes these records. */
export const nobody: Access = () => false
