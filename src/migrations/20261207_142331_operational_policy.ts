import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ADD COLUMN "free_wait_airport_minutes" numeric DEFAULT 45 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "free_wait_elsewhere_minutes" numeric DEFAULT 30 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "waiting_hour_piasters" numeric DEFAULT 10000 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "detour_km" numeric DEFAULT 10 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "detour_piasters" numeric DEFAULT 10000 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "free_cancel_hours" numeric DEFAULT 72 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP COLUMN "free_wait_airport_minutes";
  ALTER TABLE "settings" DROP COLUMN "free_wait_elsewhere_minutes";
  ALTER TABLE "settings" DROP COLUMN "waiting_hour_piasters";
  ALTER TABLE "settings" DROP COLUMN "detour_km";
  ALTER TABLE "settings" DROP COLUMN "detour_piasters";
  ALTER TABLE "settings" DROP COLUMN "free_cancel_hours";`)
}
