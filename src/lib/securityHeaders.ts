/**
 * Headers every answer carries: `next.config.ts` adds them to Next's answers, and the production
 * server (`scripts/server.ts`) to the answers it gives itself.
 */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
] as const
