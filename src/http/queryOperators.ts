import { APIError, type CollectionBeforeOperationHook, type SanitizedConfig } from 'payload'

/**
 * Operators Payload accepts in a `where` that the PostgreSQL adapter has no implementation for
 * on the fields we have: the geo operators (`near`, `within`, `intersects`, for point fields, of
 * which the schema has none) and `all` (MongoDB only). The adapter throws a TypeError on them,
 * which Payload answered 500 (issue 29: `GET /api/cms/articles?where[id][near]=1,2`).
 */
const UNSUPPORTED_OPERATORS = new Set(['near', 'within', 'intersects', 'all'])

/** Deeper than any filter the admin builds; a deeper one is refused rather than walked. */
const MAX_WHERE_DEPTH = 32

/** The first unsupported operator anywhere in a `where` (inside `and`/`or` too), if any. */
function unsupportedOperator(where: unknown, depth = 0): string | undefined {
  if (!where || typeof where !== 'object') return undefined
  if (depth > MAX_WHERE_DEPTH) return 'nesting'
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if (key.toLowerCase() === 'and' || key.toLowerCase() === 'or') {
      const branches = Array.isArray(value)
        ? value
        : value && typeof value === 'object'
          ? Object.values(value)
          : []
      for (const branch of branches) {
        const found = unsupportedOperator(branch, depth + 1)
        if (found) return found
      }
      continue
    }
    if (!value || typeof value !== 'object') continue
    for (const operator of Object.keys(value)) {
      if (UNSUPPORTED_OPERATORS.has(operator)) return operator
    }
  }
  return undefined
}

/**
 * Refuses, with a 400, a request whose filter (the operation's `where`, or the REST query's)
 * uses an operator the database adapter cannot run.
 */
const refuseUnsupportedOperators: CollectionBeforeOperationHook = ({ args, req }) => {
  const where = (args as { where?: unknown }).where
  const operator =
    unsupportedOperator(where) ?? unsupportedOperator((req.query as { where?: unknown })?.where)
  if (operator) {
    throw new APIError(`The filter operator "${operator}" is not supported here.`, 400, null, true)
  }
  return args
}

/** Every collection, Payload's own included, refuses those filters (after the config is built). */
export function withSupportedQueryOperators(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [
      refuseUnsupportedOperators,
      ...(collection.hooks.beforeOperation ?? []),
    ]
  }
  return config
}
