import type { Payload } from 'payload'

import { sqlPool } from '@/infra/db'

import type { ListQuery } from '../reservationList'
import { listIdsSql, listTotalsSql } from '../reservationSql'

/**
 * The desk's filters and search answered by SQL through the one pool (decision 0122): the ids of
 * a page in the list's order, and the count and price sum of everything the filter finds. The
 * documents themselves are then read through Payload by id (one page: at most 100).
 */

/** The codes of a region's places (the region by its code); empty when there is no such region. */
export async function regionPlaceCodes(payload: Payload, code: string): Promise<string[]> {
  const { rows } = await sqlPool(payload).query(
    'select p.code from places p join regions g on g.id = p.region_id where g.code = $1',
    [code],
  )
  return rows.map((row) => String(row.code))
}

/** The region filter's place codes, when the query has one. */
export const regionCodesOf = (payload: Payload, query: ListQuery) =>
  query.region === undefined ? Promise.resolve(undefined) : regionPlaceCodes(payload, query.region)

export async function listIds(
  payload: Payload,
  query: ListQuery,
  codes: readonly string[] | undefined,
  page?: { limit: number; offset: number },
): Promise<number[]> {
  const { text, values } = listIdsSql(query, codes, page)
  const { rows } = await sqlPool(payload).query(text, values)
  return rows.map((row) => Number(row.id))
}

export type ListTotals = { count: number; revenue: number }

export async function listTotals(
  payload: Payload,
  query: ListQuery,
  codes: readonly string[] | undefined,
  options?: { revenue?: boolean },
): Promise<ListTotals> {
  const { text, values } = listTotalsSql(query, codes, options)
  const { rows } = await sqlPool(payload).query(text, values)
  return { count: Number(rows[0]?.count ?? 0), revenue: Number(rows[0]?.revenue ?? 0) }
}

/** Documents read by id, put back in the order of `ids` (the ones not read are left out). */
export function inOrder<T extends { id: number | string }>(ids: readonly number[], docs: T[]): T[] {
  const byId = new Map(docs.map((doc) => [Number(doc.id), doc]))
  return ids.flatMap((id) => {
    const doc = byId.get(id)
    return doc ? [doc] : []
  })
}
