import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The dashboard's bookings of the last 7 and 30 days (count and revenue by booking time and
 * status) read from one index instead of rows scattered over the table (decision 0129).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX IF NOT EXISTS "reservations_created_status_price_idx" ON "reservations" USING btree ("created_at","status","price");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "reservations_created_status_price_idx";`)
}
