import { index } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'

/**
 * The trigram (pg_trgm) GIN indexes of the staff search (decision 0121): what `ILIKE '%q%'` on a
 * reservation's number and passenger, and on a customer's name, email and mobile, reads instead
 * of the whole table. Payload's fields cannot say "GIN with gin_trgm_ops", so they are added to
 * its Drizzle schema here: the committed migration creates them in production, and a development
 * push keeps them (rather than dropping indexes its schema does not know).
 */
type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

type Column = { op: (opClass: string) => Parameters<ReturnType<typeof index>['using']>[1] }

const trigram = (name: string, column: unknown) =>
  index(name).using('gin', (column as Column).op('gin_trgm_ops'))

export const TRIGRAM_INDEXES = {
  reservations: {
    reservations_reservation_number_trgm_idx: 'reservationNumber',
    reservations_passenger_name_trgm_idx: 'passengerName',
    reservations_passenger_phone_trgm_idx: 'passengerPhone',
  },
  customers: {
    customers_name_trgm_idx: 'name',
    customers_email_trgm_idx: 'email',
    customers_mobile_trgm_idx: 'mobile',
  },
} as const

/**
 * Plain btree indexes on several columns: the dashboard's bookings of the last 7 and 30 days
 * (count and revenue by booking time and status) read from the index alone, not from the rows
 * scattered over the table (19 -> 5 ms at 100k reservations, decision 0129).
 */
export const COMPOSITE_INDEXES = {
  reservations: {
    reservations_created_status_price_idx: ['createdAt', 'status', 'price'],
  },
} as const

type BtreeColumn = Parameters<ReturnType<typeof index>['on']>[0]

export const searchIndexes: SchemaHook = ({ schema, extendTable }) => {
  for (const [tableName, indexes] of Object.entries(COMPOSITE_INDEXES)) {
    const table = schema.tables[tableName]
    if (!table) throw new Error(`No table ${tableName} for the composite indexes`)
    extendTable({
      table,
      extraConfig: (columns) =>
        Object.fromEntries(
          Object.entries(indexes).map(([name, names]) => {
            const [first, ...rest] = names.map((column) => columns[column] as BtreeColumn)
            return [name, index(name).on(first!, ...rest)]
          }),
        ),
    })
  }
  for (const [tableName, indexes] of Object.entries(TRIGRAM_INDEXES)) {
    const table = schema.tables[tableName]
    if (!table) throw new Error(`No table ${tableName} for the search indexes`)
    extendTable({
      table,
      extraConfig: (columns) =>
        Object.fromEntries(
          Object.entries(indexes).map(([name, column]) => [name, trigram(name, columns[column])]),
        ),
    })
  }
  return schema
}
