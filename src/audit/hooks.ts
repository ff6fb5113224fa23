import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Field,
  GlobalAfterChangeHook,
  GlobalConfig,
  Payload,
  PayloadRequest,
} from 'payload'

import type { AUDIT_ACTIONS, AUDIT_ACTOR_TYPES } from '@/collections/AuditLog'

import { type AuditDiff, auditDiff } from './diff'

export type AuditActor = {
  type: (typeof AUDIT_ACTOR_TYPES)[number]
  id?: string | number | null
  /** Email or name as it was at the time of the change. */
  name?: string | null
}

/** What server code tells the audit about a change it makes: who (when not `req.user`) and why. */
export type AuditContext = { actor?: AuditActor; reason?: string | null }

/** The Local API's `context` option carrying it: `payload.update({ ..., context: audited(...) })`. */
export const audited = (audit: AuditContext) => ({ audit })

/** A staff member as the operations receive them (Payload's user), as the audit names them. */
export const staffActor = (staff: { id: number | string; email?: string | null }): AuditActor => ({
  type: 'staff',
  id: staff.id,
  name: staff.email ?? null,
})

/**
 * The names of fields never recorded, at any depth: those marked `hidden` (never sent by the API)
 * and the time zone Payload keeps beside a date with `timezone` (`<name>_tz`; ours is always Cairo
 * and stores nothing, see `src/fields/cairoDate.ts`).
 */
function hiddenFieldNames(fields: Field[], into = new Set<string>()): Set<string> {
  for (const field of fields) {
    if ('name' in field && 'hidden' in field && field.hidden === true) into.add(field.name)
    if (field.type === 'date' && field.timezone) into.add(`${field.name}_tz`)
    if ('fields' in field && Array.isArray(field.fields)) hiddenFieldNames(field.fields, into)
    if (field.type === 'tabs') for (const tab of field.tabs) hiddenFieldNames(tab.fields, into)
    if (field.type === 'blocks') {
      for (const block of field.blocks)
        if (typeof block !== 'string') hiddenFieldNames(block.fields, into)
    }
  }
  return into
}

const auditOf = (req: PayloadRequest): AuditContext =>
  (req.context?.audit as AuditContext | undefined) ?? {}

function actorOf(req: PayloadRequest): AuditActor {
  const told = auditOf(req).actor
  if (told) return told
  const user = req.user as { id: number | string; collection?: string; email?: string } | null
  if (user?.collection === 'users') return { type: 'staff', id: user.id, name: user.email ?? null }
  if (user?.collection === 'customers') {
    return { type: 'customer', id: user.id, name: user.email ?? null }
  }
  return { type: 'system', id: null, name: null }
}

type Entry = {
  kind: 'collection' | 'global'
  target: string
  documentId: string | null
  action: (typeof AUDIT_ACTIONS)[number]
  changes: AuditDiff
}

/** One entry, in the change's own transaction (`req`): a change rolled back leaves none. */
async function record(req: PayloadRequest, entry: Entry): Promise<void> {
  if (Object.keys(entry.changes).length === 0) return
  const actor = actorOf(req)
  const fields = Object.keys(entry.changes)
  await req.payload.create({
    collection: 'audit-log',
    overrideAccess: true,
    depth: 0,
    req,
    data: {
      at: new Date().toISOString(),
      summary: `${entry.action} ${entry.target}${entry.documentId ? ` ${entry.documentId}` : ''}: ${fields.slice(0, 5).join(', ')}${fields.length > 5 ? ', ...' : ''}`,
      actorType: actor.type,
      actorId: actor.id === null || actor.id === undefined ? null : String(actor.id),
      actorName: actor.name ?? null,
      kind: entry.kind,
      target: entry.target,
      documentId: entry.documentId,
      action: entry.action,
      reason: auditOf(req).reason ?? null,
      locale: typeof req.locale === 'string' ? req.locale : null,
      changes: entry.changes,
    },
  })
}

/** The collection with its creates, updates and deletes recorded in the audit trail. */
export function withAuditTrail(collection: CollectionConfig): CollectionConfig {
  const omit = hiddenFieldNames(collection.fields)
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    await record(req, {
      kind: 'collection',
      target: collection.slug,
      documentId: String(doc.id),
      action: operation,
      changes: auditDiff(operation === 'create' ? null : previousDoc, doc, { omit }),
    })
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, id, req }) => {
    await record(req, {
      kind: 'collection',
      target: collection.slug,
      documentId: String(id),
      action: 'delete',
      changes: auditDiff(doc, null, { omit }),
    })
  }
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
    },
  }
}

/** The global with its changes recorded in the audit trail. */
export function withGlobalAuditTrail(global: GlobalConfig): GlobalConfig {
  const omit = hiddenFieldNames(global.fields)
  const afterChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
    await record(req, {
      kind: 'global',
      target: global.slug,
      documentId: null,
      action: 'update',
      changes: auditDiff(previousDoc, doc, { omit }),
    })
    return doc
  }
  return {
    ...global,
    hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterChange] },
  }
}

/**
 * A refund in the audit trail (refund rights, docs/decisions.md "Payments, refined"): who gave it,
 * why, how much of which payment, and whether it came with a cancel or alone. Written by the
 * operation that refunds, in its transaction (`req`), whoever recorded the gateway's transaction
 * first (its callback often arrives before the refund call answers).
 */
export async function auditRefund(
  payload: Payload,
  req: Partial<PayloadRequest>,
  {
    actor,
    reason,
    paymentId,
    reference,
    transactionId,
    amount,
    refundedBefore,
    by,
  }: {
    actor: AuditActor
    reason: string
    paymentId: number | string
    reference: string
    transactionId: string
    amount: number
    refundedBefore: number
    by: 'cancel' | 'partial'
  },
): Promise<void> {
  await payload.create({
    collection: 'audit-log',
    overrideAccess: true,
    depth: 0,
    req,
    data: {
      at: new Date().toISOString(),
      summary: `refund ${reference}: ${amount} piasters (${by === 'cancel' ? 'cancel, whole amount' : 'partial'}), transaction ${transactionId}`,
      actorType: actor.type,
      actorId: actor.id === null || actor.id === undefined ? null : String(actor.id),
      actorName: actor.name ?? null,
      kind: 'collection',
      target: 'payments',
      documentId: String(paymentId),
      action: 'update',
      reason,
      locale: null,
      changes: {
        refunded: { before: refundedBefore, after: refundedBefore + amount },
        refundTransaction: { before: null, after: transactionId },
        refundKind: { before: null, after: by },
      },
    },
  })
}
