import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  type ValidationRule,
  type ValueNode,
} from 'graphql'

import { type AccessUser, isStaffUser } from '@/access/roles'

/**
 * What one GraphQL request of a staff member may ask (issue 29, item 9: 330 aliases of
 * `Articles(limit: 100) { docs { content } }` under Payload's complexity limit took 16-24 s of
 * CPU). The site's own pages and Payload's admin do not use GraphQL; these limits leave room
 * for a person's query, not for a crawl (docs/security.md, "GraphQL").
 */
export const GRAPHQL_LIMITS = {
  /** Root fields (aliases included) of one operation. */
  maxRootFields: 20,
  /** Fields nested in fields. */
  maxDepth: 12,
  /** Documents one request may return, every list counted with its `limit` (10 when absent,
   * Payload's default) times the lists around it. */
  maxItems: 1_000,
  /** The query text, in characters. */
  maxQueryChars: 20_000,
  /** Tokens the parser reads before it gives up. */
  maxTokens: 10_000,
} as const

/** Payload's page size of a list query without `limit`. */
const DEFAULT_LIMIT = 10

export const GRAPHQL_STAFF_ONLY = 'GraphQL is not allowed without a staff session.'

type Variables = Record<string, unknown> | null | undefined

/** The fragment a cycle starts from, if the document's fragments spread one another in a loop. */
function fragmentCycle(fragments: Map<string, FragmentDefinitionNode>): string | undefined {
  const state = new Map<string, 'open' | 'done'>()
  const spreadsOf = (selectionSet: SelectionSetNode, into: string[] = []): string[] => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) into.push(selection.name.value)
      else if (selection.selectionSet) spreadsOf(selection.selectionSet, into)
    }
    return into
  }
  const visit = (name: string): string | undefined => {
    const seen = state.get(name)
    if (seen === 'open') return name
    if (seen === 'done') return undefined
    const fragment = fragments.get(name)
    if (!fragment) return undefined
    state.set(name, 'open')
    for (const next of spreadsOf(fragment.selectionSet)) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    state.set(name, 'done')
    return undefined
  }
  for (const name of fragments.keys()) {
    const cycle = visit(name)
    if (cycle) return cycle
  }
  return undefined
}

/** A `limit` argument's value, a literal or a variable; undefined when it is not a number. */
function numberOf(value: ValueNode, variables: Variables): number | undefined {
  if (value.kind === Kind.INT) return Number(value.value)
  if (value.kind === Kind.VARIABLE) {
    const given = variables?.[value.name.value]
    return typeof given === 'number' ? given : undefined
  }
  return undefined
}

type Walk = { rootFields: number; depth: number; items: number }

/**
 * Walks an operation with its fragments expanded (the document has no fragment cycle): how many
 * root fields, how deep, and how many documents its lists may return.
 */
function measure(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Variables,
): Walk {
  const walk: Walk = { rootFields: 0, depth: 0, items: 0 }
  const visit = (selectionSet: SelectionSetNode, depth: number, multiplier: number) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value)
        if (fragment) visit(fragment.selectionSet, depth, multiplier)
        continue
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, depth, multiplier)
        continue
      }
      if (depth === 0) walk.rootFields += 1
      walk.depth = Math.max(walk.depth, depth + 1)
      if (!selection.selectionSet) continue
      // A paginated list (`{ docs { ... } }`, or any field taking a `limit`) returns up to
      // `limit` documents; `limit: 0` (or a negative one) means all of them to Payload.
      const limitArgument = selection.arguments?.find((argument) => argument.name.value === 'limit')
      const paginated =
        limitArgument !== undefined ||
        selection.selectionSet.selections.some(
          (child) => child.kind === Kind.FIELD && child.name.value === 'docs',
        )
      let inner = multiplier
      if (paginated) {
        const limit = limitArgument ? numberOf(limitArgument.value, variables) : DEFAULT_LIMIT
        const count =
          limit === undefined || limit <= 0 ? GRAPHQL_LIMITS.maxItems + 1 : Math.min(limit, 1e6)
        inner = multiplier * count
        walk.items += inner
      }
      // The caller refuses anyway, and a huge document must not be walked whole: past a limit,
      // only the root fields are still counted.
      if (walk.items > GRAPHQL_LIMITS.maxItems || walk.depth > GRAPHQL_LIMITS.maxDepth) continue
      visit(selection.selectionSet, depth + 1, inner)
    }
  }
  visit(operation.selectionSet, 0, 1)
  return walk
}

/** Why a parsed query asks too much (fragment cycle, aliases, depth, documents); undefined if not. */
function graphQLDocumentRefusal(document: DocumentNode, variables?: Variables): string | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition)
    }
  }
  const cycle = fragmentCycle(fragments)
  if (cycle) return `The fragment "${cycle}" spreads itself.`
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const walk = measure(definition, fragments, variables)
    if (walk.rootFields > GRAPHQL_LIMITS.maxRootFields) {
      return `A query may ask for at most ${GRAPHQL_LIMITS.maxRootFields} root fields (aliases included).`
    }
    if (walk.depth > GRAPHQL_LIMITS.maxDepth) {
      return `A query may nest at most ${GRAPHQL_LIMITS.maxDepth} fields deep.`
    }
    if (walk.items > GRAPHQL_LIMITS.maxItems) {
      return `A query may return at most ${GRAPHQL_LIMITS.maxItems} documents (each list counts its limit, 10 by default).`
    }
  }
  return undefined
}

/**
 * Why a GraphQL query text is refused before it reaches Payload: too long, too many tokens, or
 * asking too much; undefined when it may run (or does not parse: GraphQL's own answer says why).
 */
export function graphQLQueryRefusal(query: string, variables?: Variables): string | undefined {
  if (query.length > GRAPHQL_LIMITS.maxQueryChars) {
    return `A query may be at most ${GRAPHQL_LIMITS.maxQueryChars} characters long.`
  }
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens, noLocation: true })
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    return /\d+ tokens/i.test(message)
      ? `A query may have at most ${GRAPHQL_LIMITS.maxTokens} tokens.`
      : undefined
  }
  return graphQLDocumentRefusal(document, variables)
}

/**
 * The validation rule Payload runs on every GraphQL operation (config `graphQL.validationRules`):
 * staff only, within the limits above; so they hold on whichever route hands Payload the query.
 */
export function graphQLGuardRule(user: AccessUser, variables?: Variables): ValidationRule {
  return (context) => ({
    Document(node) {
      const refusal = isStaffUser(user)
        ? graphQLDocumentRefusal(node, variables)
        : GRAPHQL_STAFF_ONLY
      if (refusal) context.reportError(new GraphQLError(refusal))
      // Nothing below the document needs visiting once it is refused.
      return refusal ? false : undefined
    },
  })
}
