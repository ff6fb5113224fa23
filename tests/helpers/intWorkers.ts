/**
 * How many integration test files run at once (issue 43): two on the 2-core machine, each file on
 * its own copy of the migrated template. INT_WORKERS=1 runs them one at a time.
 */
export const INT_WORKERS = Math.max(1, Number(process.env.INT_WORKERS ?? 2))
