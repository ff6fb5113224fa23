import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ADD COLUMN "display_rates_usd" numeric;
  ALTER TABLE "settings" ADD COLUMN "display_rates_eur" numeric;
  ALTER TABLE "settings" ADD COLUMN "display_rates_gbp" numeric;
  ALTER TABLE "settings" ADD COLUMN "display_rates_date" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP COLUMN "display_rates_usd";
  ALTER TABLE "settings" DROP COLUMN "display_rates_eur";
  ALTER TABLE "settings" DROP COLUMN "display_rates_gbp";
  ALTER TABLE "settings" DROP COLUMN "display_rates_date";`)
}
