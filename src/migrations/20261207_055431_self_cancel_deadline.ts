import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" ADD COLUMN "self_cancel_until" timestamp(3) with time zone;`)
  // Every booking already made keeps the deadline of the pickup it has now (decision 0165).
  await db.execute(sql`
   UPDATE "reservations" SET "self_cancel_until" = "exec_date" - interval '72 hours';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" DROP COLUMN "self_cancel_until";`)
}
