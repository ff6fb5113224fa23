import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_instrument_method" AS ENUM('card', 'wallet');
  CREATE TYPE "public"."enum_payment_transactions_instrument_method" AS ENUM('card', 'wallet');
  ALTER TABLE "payments" ADD COLUMN "instrument_method" "enum_payments_instrument_method";
  ALTER TABLE "payments" ADD COLUMN "instrument_brand" varchar;
  ALTER TABLE "payments" ADD COLUMN "instrument_masked" varchar;
  ALTER TABLE "payment_transactions" ADD COLUMN "instrument_method" "enum_payment_transactions_instrument_method";
  ALTER TABLE "payment_transactions" ADD COLUMN "instrument_brand" varchar;
  ALTER TABLE "payment_transactions" ADD COLUMN "instrument_masked" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DROP COLUMN "instrument_method";
  ALTER TABLE "payments" DROP COLUMN "instrument_brand";
  ALTER TABLE "payments" DROP COLUMN "instrument_masked";
  ALTER TABLE "payment_transactions" DROP COLUMN "instrument_method";
  ALTER TABLE "payment_transactions" DROP COLUMN "instrument_brand";
  ALTER TABLE "payment_transactions" DROP COLUMN "instrument_masked";
  DROP TYPE "public"."enum_payments_instrument_method";
  DROP TYPE "public"."enum_payment_transactions_instrument_method";`)
}
