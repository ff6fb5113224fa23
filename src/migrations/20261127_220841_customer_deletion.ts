import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" ALTER COLUMN "customer_id" DROP NOT NULL;
  ALTER TABLE "one_time_codes" ALTER COLUMN "customer_id" DROP NOT NULL;`)
}

// Down fails while a reservation of a deleted customer exists (it has no customer to point to).
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "one_time_codes" WHERE "customer_id" IS NULL;
   ALTER TABLE "reservations" ALTER COLUMN "customer_id" SET NOT NULL;
  ALTER TABLE "one_time_codes" ALTER COLUMN "customer_id" SET NOT NULL;`)
}
