import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The indexes of the staff screens at scale (issue 31, decision 0121): trigram GIN indexes for the
 * staff search's `ILIKE '%q%'` (pg_trgm), the passenger phone's exact path, the pickup and return
 * instants (pickup days, run sheet, sort by pickup) and the payment links' paid time (dashboard).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // A trusted extension since PostgreSQL 13: the database's owner may create it.
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm;`)
  await db.execute(sql`
   CREATE INDEX IF NOT EXISTS "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "customers_mobile_trgm_idx" ON "customers" USING gin ("mobile" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "reservations_exec_date_idx" ON "reservations" USING btree ("exec_date");
  CREATE INDEX IF NOT EXISTS "reservations_returning_date_idx" ON "reservations" USING btree ("returning_date");
  CREATE INDEX IF NOT EXISTS "reservations_passenger_phone_idx" ON "reservations" USING btree ("passenger_phone");
  CREATE INDEX IF NOT EXISTS "reservations_reservation_number_trgm_idx" ON "reservations" USING gin ("reservation_number" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "reservations_passenger_name_trgm_idx" ON "reservations" USING gin ("passenger_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "reservations_passenger_phone_trgm_idx" ON "reservations" USING gin ("passenger_phone" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "payment_links_paid_at_idx" ON "payment_links" USING btree ("paid_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "customers_name_trgm_idx";
  DROP INDEX "customers_email_trgm_idx";
  DROP INDEX "customers_mobile_trgm_idx";
  DROP INDEX "reservations_exec_date_idx";
  DROP INDEX "reservations_returning_date_idx";
  DROP INDEX "reservations_passenger_phone_idx";
  DROP INDEX "reservations_reservation_number_trgm_idx";
  DROP INDEX "reservations_passenger_name_trgm_idx";
  DROP INDEX "reservations_passenger_phone_trgm_idx";
  DROP INDEX "payment_links_paid_at_idx";`)
  // pg_trgm stays: dropping an extension is not this migration's to do (others may use it).
}
