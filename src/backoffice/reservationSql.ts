import { cairoWallTimeToUtc } from '@/booking/cairoTime'
import { normalizeReservationNumber } from '@/booking/reservationNumber'
import { toAsciiDigits } from '@/lib/digits'
import { normalizePhone } from '@/lib/phone'

import { cairoDayRange, type ListQuery, type ListSort } from './reservationList'

/**
 * The reservations desk's filters and search as SQL (decision 0122): plain text with `$n`
 * placeholders and their values, for the one pool (`sqlPool`). The list, its count, the
 * dashboard's counts and sums and the staff API all read through these, so the same filter gives
 * the same reservations everywhere (issue 31, item 6).
 *
 * The search is a union of id sets, each read through its own index: an exact path (a whole
 * reservation number, a whole phone as E.164, an email) whose matches come first, otherwise
 * trigram-indexed `ILIKE '%word%'` on the number, the passenger's name and the customer's name
 * and email (every word in the same column), and for part of a phone, its digits in the
 * customer's mobile and the passenger's phone.
 */

export type SqlText = { text: string; values: unknown[] }

/** `$n` placeholders, numbered as values are added. */
class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** `%`, `_` and `\` typed by staff are letters, not wildcards (ILIKE's escape is `\`). */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/**
 * What a search looks for: the exact values it may be, and what to find inside columns. Each kind
 * of search reads only the columns it can be in, so each stays on its indexes.
 */
export type SearchPlan = {
  /** A reservation number in its canonical form (typed with its `MS`: only numbers are searched). */
  number: string | null
  /** A phone number in E.164 (then only the phones, exactly: they are all stored as E.164). */
  phone: string | null
  /** An email address, lower case (then only the emails: this one exactly, first, then inside). */
  email: string | null
  /** The digits of something typed like a phone (national 0 dropped), found inside numbers. */
  digits: string | null
  /** Words to find (all of them) inside the number, a name or an email. */
  words: string[]
}

const PHONE_LIKE = /^[\d\s+()\-.\u0660-\u0669\u06f0-\u06f9]+$/
const NO_PLAN: SearchPlan = { number: null, phone: null, email: null, digits: null, words: [] }

/** The plan of a staff search; null when there is nothing to search. */
export function searchPlan(q: string | undefined): SearchPlan | null {
  const text = (q ?? '').trim()
  if (!text) return null
  const number = normalizeReservationNumber(text)
  // "MS-7K3Q9D", "ms 7k3q9d", "MS7K3Q9D": a number and nothing else. Six letters alone ("HASSAN")
  // may be one too, looked for exactly, and are still words.
  if (number && /^ms([\s-]|.*\d)/i.test(text)) return { ...NO_PLAN, number }
  const plan = { ...NO_PLAN, number }
  if (PHONE_LIKE.test(text)) {
    // A phone is looked for by its digits only: its groups are not words ("0100 000 6666").
    // Digits that also make a whole number (eight digits can be a landline) find it exactly
    // first, and the numbers holding them after.
    const phone = normalizePhone(text)
    const digits = toAsciiDigits(text).replace(/\D/g, '').replace(/^0+/, '')
    const part = digits.length >= 3 && !text.startsWith('+') ? digits : null
    if (phone) return { ...plan, phone, digits: part }
    if (part) return { ...plan, digits: part }
  }
  if (text.includes('@') && !/\s/.test(text)) return { ...plan, email: text.toLowerCase() }
  return { ...plan, words: text.split(/\s+/).filter(Boolean).slice(0, 8) }
}

/**
 * The CTE `hits(id, exact)`: the ids the search finds, `exact` when one of the exact paths found
 * it. Each branch reads one index; `union all` and `group by` make one set.
 */
function hitsCte(plan: SearchPlan, params: Params): string {
  const branches: string[] = []
  const exact = (sql: string) => branches.push(`select id, true as exact from (${sql}) e`)
  const partial = (sql: string) => branches.push(`select id, false as exact from (${sql}) p`)
  if (plan.number) {
    const number = params.add(plan.number)
    exact(`select id from reservations where reservation_number = ${number}`)
  }
  if (plan.phone) {
    const phone = params.add(plan.phone)
    exact(`select id from reservations where passenger_phone = ${phone}`)
    exact(
      `select id from reservations where customer_id in (select id from customers where mobile = ${phone})`,
    )
  }
  if (plan.email) {
    const email = params.add(plan.email)
    const inside = params.add(`%${literal(plan.email)}%`)
    exact(
      `select id from reservations where customer_id in (select id from customers where email = ${email})`,
    )
    partial(
      `select id from reservations where customer_id in (select id from customers where email ilike ${inside})`,
    )
  }
  if (plan.words.length) {
    const patterns = plan.words.map((word) => params.add(`%${literal(word)}%`))
    const all = (column: string) =>
      patterns.map((pattern) => `${column} ilike ${pattern}`).join(' and ')
    partial(`select id from reservations where ${all('reservation_number')}`)
    partial(`select id from reservations where ${all('passenger_name')}`)
    partial(
      `select id from reservations where customer_id in (select id from customers where ${all('name')} union select id from customers where ${all('email')})`,
    )
  }
  if (plan.digits) {
    const pattern = params.add(`%${plan.digits}%`)
    partial(`select id from reservations where passenger_phone like ${pattern}`)
    partial(
      `select id from reservations where customer_id in (select id from customers where mobile like ${pattern})`,
    )
  }
  if (!branches.length) return 'hits as (select null::integer as id, false as exact where false)'
  return `hits as (select id, bool_or(exact) as exact from (${branches.join(' union all ')}) found group by id)`
}

/**
 * The list's filters as conditions on `reservations r`, all to hold (an empty region list finds
 * nothing). `regionPlaceCodes`: the codes of the filtered region's places.
 */
function filterConditions(
  query: ListQuery,
  params: Params,
  regionPlaceCodes?: readonly string[],
): string[] {
  const and: string[] = []
  if (query.status?.length) and.push(`r.status = any(${params.add(query.status)})`)
  const range = cairoDayRange(query.from, query.to)
  if (range.from) and.push(`r.exec_date >= ${params.add(range.from.toISOString())}`)
  if (range.before) and.push(`r.exec_date < ${params.add(range.before.toISOString())}`)
  if (query.createdFrom) {
    const start = cairoWallTimeToUtc(`${query.createdFrom}T00:00`)
    if (start) and.push(`r.created_at >= ${params.add(start.toISOString())}`)
  }
  if (query.region !== undefined) {
    and.push(
      regionPlaceCodes?.length
        ? `r.pickup_code = any(${params.add([...regionPlaceCodes])})`
        : // No such region, or one without places: nothing rather than everything.
          'false',
    )
  }
  if (query.car) and.push(`r.car_type = ${params.add(query.car)}`)
  if (query.paymentType) and.push(`r.payment_type = ${params.add(query.paymentType)}`)
  return and
}

const whereOf = (and: readonly string[]) => (and.length ? `where ${and.join(' and ')}` : '')

const SORT_COLUMNS: Record<ListSort, string> = {
  pickup: 'r.exec_date asc, r.id asc',
  '-pickup': 'r.exec_date desc, r.id desc',
  created: 'r.created_at asc, r.id asc',
  '-created': 'r.created_at desc, r.id desc',
  price: 'r.price asc, r.id asc',
  '-price': 'r.price desc, r.id desc',
  number: 'r.reservation_number asc',
  '-number': 'r.reservation_number desc',
}

function fromClause(query: ListQuery, params: Params, regionPlaceCodes?: readonly string[]) {
  const plan = searchPlan(query.q)
  const cte = plan ? `with ${hitsCte(plan, params)} ` : ''
  const join = plan ? ' join hits h on h.id = r.id' : ''
  const where = whereOf(filterConditions(query, params, regionPlaceCodes))
  return {
    searching: plan !== null,
    filtered: where !== '',
    head: cte,
    from: `from reservations r${join} ${where}`,
  }
}

/**
 * The ids of one page of the list, in its order (a search's exact matches first). `limit: null`
 * reads every row from `offset` on (the export of a search: its ids, read once).
 */
export function listIdsSql(
  query: ListQuery,
  regionPlaceCodes?: readonly string[],
  page: { limit: number | null; offset: number } = {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  },
): SqlText {
  const params = new Params()
  const { searching, head, from } = fromClause(query, params, regionPlaceCodes)
  const order = `${searching ? 'h.exact desc, ' : ''}${SORT_COLUMNS[query.sort]}`
  const limit = params.add(page.limit)
  const offset = params.add(page.offset)
  return {
    text: `${head}select r.id ${from} order by ${order} limit ${limit} offset ${offset}`,
    values: params.values,
  }
}

/**
 * The keyset of each sort the desk offers: the column, its direction, and whether it is unique
 * (then it alone places a row; otherwise the id breaks ties, as `SORT_COLUMNS` orders).
 */
const KEYSETS: Record<ListSort, { column: string; descending: boolean; unique: boolean }> = {
  pickup: { column: 'r.exec_date', descending: false, unique: false },
  '-pickup': { column: 'r.exec_date', descending: true, unique: false },
  created: { column: 'r.created_at', descending: false, unique: false },
  '-created': { column: 'r.created_at', descending: true, unique: false },
  price: { column: 'r.price', descending: false, unique: false },
  '-price': { column: 'r.price', descending: true, unique: false },
  number: { column: 'r.reservation_number', descending: false, unique: true },
  '-number': { column: 'r.reservation_number', descending: true, unique: true },
}

/**
 * Where a keyset page starts: after the last row of the page before, by its sort key (as
 * PostgreSQL wrote it as text, so a timestamp or a price comes back exactly) and its id.
 */
export type ExportCursor = { key: string; id: number }

/**
 * One keyset page of the export (decision 0125): the ids and sort keys of the next `limit`
 * reservations the filter finds after `after`, in the list's order, through the list's own
 * filter. Each page reads its own rows only: the first bound (`>=` or `<=` the cursor's key) is
 * one the sort column's index can start from, the `or` then steps past the cursor's row and its
 * ties. Not for a search: a search's exact matches come first, so its ids are read once
 * (`listIdsSql` with `limit: null`) and paged in memory.
 */
export function exportPageSql(
  query: ListQuery,
  regionPlaceCodes: readonly string[] | undefined,
  { after, limit }: { after: ExportCursor | null; limit: number },
): SqlText {
  if (searchPlan(query.q)) throw new Error('exportPageSql: a search is paged by its ids')
  const params = new Params()
  const and = filterConditions(query, params, regionPlaceCodes)
  const { column, descending, unique } = KEYSETS[query.sort]
  if (after) {
    const key = params.add(after.key)
    const past = descending ? '<' : '>'
    if (unique) and.push(`${column} ${past} ${key}`)
    else {
      const id = params.add(after.id)
      and.push(`${column} ${past}= ${key}`, `(${column} ${past} ${key} or r.id ${past} ${id})`)
    }
  }
  const size = params.add(limit)
  return {
    text: `select r.id, ${column}::text as "key" from reservations r ${whereOf(and)} order by ${SORT_COLUMNS[query.sort]} limit ${size}`,
    values: params.values,
  }
}

/**
 * How many reservations the filter finds, and the sum of their prices (piasters); `revenue:
 * false` when only the count is wanted (a list page).
 */
export function listTotalsSql(
  query: ListQuery,
  regionPlaceCodes?: readonly string[],
  { revenue = true }: { revenue?: boolean } = {},
): SqlText {
  const params = new Params()
  const { head, from, searching, filtered } = fromClause(query, params, regionPlaceCodes)
  if (searching && !filtered && !revenue) {
    // A search alone: its hits are the count (every hit is a reservation), no join back.
    return {
      text: `${head}select count(*)::integer as "count", 0 as "revenue" from hits`,
      values: params.values,
    }
  }
  // Without the revenue, the count alone: PostgreSQL counts an unfiltered list from an index
  // (an index-only scan) instead of reading every row for its price (10 ms, not 86, at 100k).
  const sum = revenue ? 'coalesce(sum(r.price), 0)::bigint' : '0'
  return {
    text: `${head}select count(*)::integer as "count", ${sum} as "revenue" ${from}`,
    values: params.values,
  }
}

/** Reservations by status, over all of them: one `group by`. */
export const STATUS_COUNTS_SQL =
  'select status::text as "status", count(*)::integer as "count" from reservations group by status'

/** Payment links paid from an instant on: how many, and their amounts (piasters). */
export const PAID_LINKS_SQL =
  `select count(*)::integer as "count", coalesce(sum(amount), 0)::bigint as "revenue" ` +
  `from payment_links where status = 'paid' and paid_at >= $1`
