import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_reservations_payment_type" ADD VALUE 'complimentary';
  ALTER TABLE "reservations" ADD COLUMN "contact_email" varchar;
  ALTER TABLE "reservations" ADD COLUMN "contact_mobile" varchar;
  ALTER TABLE "payments" ADD COLUMN "instrument_fingerprint" varchar;
  ALTER TABLE "payment_transactions" ADD COLUMN "instrument_fingerprint" varchar;
  CREATE INDEX "reservations_contact_email_idx" ON "reservations" USING btree ("contact_email");
  CREATE INDEX "reservations_contact_mobile_idx" ON "reservations" USING btree ("contact_mobile");
  CREATE INDEX "payments_instrument_instrument_fingerprint_idx" ON "payments" USING btree ("instrument_fingerprint");
  CREATE INDEX "payment_transactions_instrument_instrument_fingerprint_idx" ON "payment_transactions" USING btree ("instrument_fingerprint");`)
  // The bookings made before: their customer's contacts as the account holds them now, so that
  // a promo code's earlier uses count by the person too (docs/decisions/0177).
  await db.execute(sql`
   UPDATE "reservations" AS r SET "contact_email" = c."email", "contact_mobile" = c."mobile"
   FROM "customers" AS c WHERE r."customer_id" = c."id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" ALTER COLUMN "payment_type" SET DATA TYPE text;
  UPDATE "reservations" SET "payment_type" = 'card' WHERE "payment_type" = 'complimentary';
  DROP TYPE "public"."enum_reservations_payment_type";
  CREATE TYPE "public"."enum_reservations_payment_type" AS ENUM('card', 'cash');
  ALTER TABLE "reservations" ALTER COLUMN "payment_type" SET DATA TYPE "public"."enum_reservations_payment_type" USING "payment_type"::"public"."enum_reservations_payment_type";
  DROP INDEX "reservations_contact_email_idx";
  DROP INDEX "reservations_contact_mobile_idx";
  DROP INDEX "payments_instrument_instrument_fingerprint_idx";
  DROP INDEX "payment_transactions_instrument_instrument_fingerprint_idx";
  ALTER TABLE "reservations" DROP COLUMN "contact_email";
  ALTER TABLE "reservations" DROP COLUMN "contact_mobile";
  ALTER TABLE "payments" DROP COLUMN "instrument_fingerprint";
  ALTER TABLE "payment_transactions" DROP COLUMN "instrument_fingerprint";`)
}
