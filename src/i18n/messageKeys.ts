import type en from '../../messages/en.json'

/**
 * Every key of the message catalogue (`messages/en.json`; `ar.json` has the same keys, a test
 * checks it). A type only, so the framework-free cores name messages without importing next-intl.
 */
export type MessageKey = NestedKeys<typeof en>

/** The values a message's placeholders take. */
export type MessageValues = Record<string, string | number>

type NestedKeys<T> = {
  [K in keyof T & string]: T[K] extends Record<string, unknown> ? `${K}.${NestedKeys<T[K]>}` : K
}[keyof T & string]
