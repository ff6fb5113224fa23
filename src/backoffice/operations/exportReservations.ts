import type { Payload, Where } from 'payload'

import type { AccessUser } from '@/access/roles'
import { csvHead, csvLines } from '@/backoffice/csv'
import { LIST_SORTS, type ListQuery } from '@/backoffice/reservationList'
import { exportHeader, exportLine } from '@/backoffice/reservationsExport'
import type { Locale } from '@/i18n/locales'
import { ok, type Result } from '@/lib/failure'

import { listFilter } from './listReservations'
import { refuseNonStaff } from './reservations'
import { sheetRowsByIds } from './sheetRows'

/**
 * The desk's filtered list as a CSV stream, every row (no cap), in constant memory
 * (decision 0125): keyset pages of ids in the list's order through the list's own filter and
 * search (`listFilter`: the same `where` the desk's list reads), each page's rows then read in one
 * SQL query (`sheetRowsByIds`) and written as CSV lines. A page is read only when the client has
 * taken the one before (the stream's pull), and no connection is held between pages, so a slow
 * download costs the pool nothing and the server answers other requests in between.
 */

/**
 * Rows per page: one id query and one row query each. Small enough that a page's synchronous
 * work (checking the rows, writing their lines) stays a few milliseconds, so other requests are
 * answered between pages.
 */
export const EXPORT_PAGE_SIZE = 250

type Cursor = { id: number; value: unknown }

/** The keyset of one sort: its field, its direction, and the `where` after a cursor. */
function keyset(sort: ListQuery['sort']) {
  const spec = LIST_SORTS[sort]
  const descending = spec.startsWith('-')
  const field = descending ? spec.slice(1) : spec
  const after = descending ? 'less_than' : 'greater_than'
  const from = descending ? 'less_than_equal' : 'greater_than_equal'
  return {
    field,
    sort: descending ? [`-${field}`, '-id'] : [field, 'id'],
    // (value, id) after the cursor's. The first, redundant bound is one an index on the field
    // can start from, so a page reads its own rows, not every row before it again.
    after: (cursor: Cursor): Where => ({
      and: [
        { [field]: { [from]: cursor.value } },
        {
          or: [
            { [field]: { [after]: cursor.value } },
            { and: [{ [field]: { equals: cursor.value } }, { id: { [after]: cursor.id } }] },
          ],
        },
      ],
    }),
  }
}

export type ReservationsExport = {
  /** The CSV's bytes: UTF-8 with a byte order mark, CRLF lines. */
  stream: ReadableStream<Uint8Array>
}

/**
 * The filtered list as a CSV stream in the reader's language. The filter is checked and the
 * first page read before it answers: a bad filter is `filter-invalid`, an unreachable database
 * the API's 503, both before a byte is sent. A page that fails later ends the stream with an
 * error (the download breaks off rather than looking complete).
 */
export async function exportReservations(
  payload: Payload,
  { staff, query, locale }: { staff: AccessUser; query: unknown; locale: Locale },
): Promise<Result<ReservationsExport>> {
  const refused = refuseNonStaff(staff)
  if (refused) return refused
  const filter = await listFilter(payload, query)
  if (!filter.ok) return filter
  const { where } = filter.value
  const order = keyset(filter.value.query.sort)
  let cursor: Cursor | null = null
  let finished = false

  /** The next page's CSV lines ('' when there are no more rows). */
  async function nextPage(): Promise<string> {
    if (finished) return ''
    // The adapter's own find: the ids and the sort value, no document hooks for each row.
    const { docs } = await payload.db.find<{ id: number } & Record<string, unknown>>({
      collection: 'reservations',
      where: cursor ? { and: [where, order.after(cursor)] } : where,
      sort: order.sort,
      select: { id: true, [order.field]: true },
      limit: EXPORT_PAGE_SIZE,
      pagination: false,
    })
    if (docs.length < EXPORT_PAGE_SIZE) finished = true
    const last = docs.at(-1)
    if (last) cursor = { id: last.id, value: last[order.field] }
    const rows = await sheetRowsByIds(
      payload,
      docs.map((doc) => doc.id),
    )
    // Let waiting requests run between checking the rows and writing their lines.
    await new Promise((resolve) => setImmediate(resolve))
    return csvLines(rows.map((row) => exportLine(row, locale)))
  }

  const encoder = new TextEncoder()
  const first = csvHead(exportHeader(locale)) + (await nextPage())
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(first))
        if (finished) controller.close()
      },
      async pull(controller) {
        try {
          const lines = await nextPage()
          if (lines) controller.enqueue(encoder.encode(lines))
          if (finished) controller.close()
        } catch (error) {
          console.error('[export] the CSV export stopped: a page could not be read', error)
          controller.error(error)
        }
      },
      cancel() {
        finished = true
      },
    },
    // One page waits for the client at most: memory stays one page whatever the export's size.
    { highWaterMark: 1 },
  )
  return ok({ stream })
}
