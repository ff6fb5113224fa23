import type { Payload } from 'payload'

import { sqlPool } from '@/infra/db'

import type { ListQuery } from '../reservationList'
import {
  type ExportCursor,
  exportPageSql,
  listIdsSql,
  listTotalsSql,
  searchPlan,
} from '../reservationSql'

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
  page?: { limit: number | null; offset: number },
): Promise<number[]> {
  const { text, values } = listIdsSql(query, codes, page)
  const { rows } = await sqlPool(payload).query(text, values)
  return rows.map((row) => Number(row.id))
}

/**
 * Everything the filter finds, as pages of at most `size` ids in the list's order, one page a
 * call (`[]` once there are no more): the export's pages (decision 0125). Without a search, each
 * call is one keyset query from the last page's row (`exportPageSql`), so nothing grows with the
 * export; with one, the search's ids are read once, in its order (exact matches first), and
 * handed out `size` at a time (a search finds few; its rows are still read a page at a time).
 */
export function idPages(
  payload: Payload,
  query: ListQuery,
  codes: readonly string[] | undefined,
  size: number,
): () => Promise<number[]> {
  if (searchPlan(query.q)) {
    let found: Promise<number[]> | null = null
    let offset = 0
    return async () => {
      found ??= listIds(payload, query, codes, { limit: null, offset: 0 })
      const ids = (await found).slice(offset, offset + size)
      offset += ids.length
      return ids
    }
  }
  let after: ExportCursor | null = null
  return async () => {
    const { text, values } = exportPageSql(query, codes, { after, limit: size })
    const { rows } = await sqlPool(payload).query(text, values)
    const last = rows.at(-1)
    if (last) after = { key: String(last.key), id: Number(last.id) }
    return rows.map((row) => Number(row.id))
  }
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
