import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" ADD COLUMN "manage_link_token_hash" varchar;
  ALTER TABLE "reservations" ADD COLUMN "manage_link_expires_at" timestamp(3) with time zone;
  ALTER TABLE "reservations" ADD COLUMN "manage_link_revoked_at" timestamp(3) with time zone;
  ALTER TABLE "settings" ADD COLUMN "self_service_change_hours" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "refund_bank_charge_percent" numeric DEFAULT 0 NOT NULL;
  CREATE INDEX "reservations_manage_link_manage_link_token_hash_idx" ON "reservations" USING btree ("manage_link_token_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "reservations_manage_link_manage_link_token_hash_idx";
  ALTER TABLE "reservations" DROP COLUMN "manage_link_token_hash";
  ALTER TABLE "reservations" DROP COLUMN "manage_link_expires_at";
  ALTER TABLE "reservations" DROP COLUMN "manage_link_revoked_at";
  ALTER TABLE "settings" DROP COLUMN "self_service_change_hours";
  ALTER TABLE "settings" DROP COLUMN "refund_bank_charge_percent";`)
}
