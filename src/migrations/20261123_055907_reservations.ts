import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reservations_status_history_from" AS ENUM('pending', 'paid-not-sent', 'cash-not-sent', 'completed', 'fail', 'cancelled');
  CREATE TYPE "public"."enum_reservations_status_history_to" AS ENUM('pending', 'paid-not-sent', 'cash-not-sent', 'completed', 'fail', 'cancelled');
  CREATE TYPE "public"."enum_reservations_status_history_by_type" AS ENUM('staff', 'payment', 'system');
  CREATE TYPE "public"."enum_reservations_language" AS ENUM('en', 'ar');
  CREATE TABLE "reservations_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" "enum_reservations_status_history_from",
  	"to" "enum_reservations_status_history_to" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_type" "enum_reservations_status_history_by_type" NOT NULL,
  	"by_id" varchar,
  	"reason" varchar NOT NULL
  );
  
  ALTER TABLE "reservations" ADD COLUMN "cash_allowed" boolean;
  ALTER TABLE "reservations" ADD COLUMN "exec_local" varchar;
  ALTER TABLE "reservations" ADD COLUMN "returning_local" varchar;
  ALTER TABLE "reservations" ADD COLUMN "pickup_code" varchar;
  ALTER TABLE "reservations" ADD COLUMN "pickup_name_en" varchar;
  ALTER TABLE "reservations" ADD COLUMN "pickup_name_ar" varchar;
  ALTER TABLE "reservations" ADD COLUMN "pickup_location_name" varchar;
  ALTER TABLE "reservations" ADD COLUMN "dropoff_code" varchar;
  ALTER TABLE "reservations" ADD COLUMN "dropoff_name_en" varchar;
  ALTER TABLE "reservations" ADD COLUMN "dropoff_name_ar" varchar;
  ALTER TABLE "reservations" ADD COLUMN "dropoff_location_name" varchar;
  ALTER TABLE "reservations" ADD COLUMN "car_name_en" varchar;
  ALTER TABLE "reservations" ADD COLUMN "car_name_ar" varchar;
  ALTER TABLE "reservations" ADD COLUMN "persons" numeric;
  ALTER TABLE "reservations" ADD COLUMN "luggages" numeric;
  ALTER TABLE "reservations" ADD COLUMN "arrival_flight_number" varchar;
  ALTER TABLE "reservations" ADD COLUMN "departure_flight_number" varchar;
  ALTER TABLE "reservations" ADD COLUMN "is_another_passengers" boolean DEFAULT false;
  ALTER TABLE "reservations" ADD COLUMN "passenger_name" varchar;
  ALTER TABLE "reservations" ADD COLUMN "passenger_phone" varchar;
  ALTER TABLE "reservations" ADD COLUMN "notes" varchar;
  ALTER TABLE "reservations" ADD COLUMN "currency" varchar DEFAULT 'EGP';
  ALTER TABLE "reservations" ADD COLUMN "price_snapshot" jsonb;
  ALTER TABLE "reservations" ADD COLUMN "partner_id" integer;
  ALTER TABLE "reservations" ADD COLUMN "language" "enum_reservations_language";
  ALTER TABLE "reservations" ADD COLUMN "idempotency_key" varchar;
  ALTER TABLE "reservations" ADD COLUMN "request_hash" varchar;
  ALTER TABLE "reservations_status_history" ADD CONSTRAINT "reservations_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reservations_status_history_order_idx" ON "reservations_status_history" USING btree ("_order");
  CREATE INDEX "reservations_status_history_parent_id_idx" ON "reservations_status_history" USING btree ("_parent_id");
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservations_pickup_pickup_code_idx" ON "reservations" USING btree ("pickup_code");
  CREATE INDEX "reservations_dropoff_dropoff_code_idx" ON "reservations" USING btree ("dropoff_code");
  CREATE INDEX "reservations_partner_idx" ON "reservations" USING btree ("partner_id");
  CREATE UNIQUE INDEX "customer_idempotencyKey_idx" ON "reservations" USING btree ("customer_id","idempotency_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations_status_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reservations_status_history" CASCADE;
  ALTER TABLE "reservations" DROP CONSTRAINT "reservations_partner_id_partners_id_fk";
  
  DROP INDEX "reservations_pickup_pickup_code_idx";
  DROP INDEX "reservations_dropoff_dropoff_code_idx";
  DROP INDEX "reservations_partner_idx";
  DROP INDEX "customer_idempotencyKey_idx";
  ALTER TABLE "reservations" DROP COLUMN "cash_allowed";
  ALTER TABLE "reservations" DROP COLUMN "exec_local";
  ALTER TABLE "reservations" DROP COLUMN "returning_local";
  ALTER TABLE "reservations" DROP COLUMN "pickup_code";
  ALTER TABLE "reservations" DROP COLUMN "pickup_name_en";
  ALTER TABLE "reservations" DROP COLUMN "pickup_name_ar";
  ALTER TABLE "reservations" DROP COLUMN "pickup_location_name";
  ALTER TABLE "reservations" DROP COLUMN "dropoff_code";
  ALTER TABLE "reservations" DROP COLUMN "dropoff_name_en";
  ALTER TABLE "reservations" DROP COLUMN "dropoff_name_ar";
  ALTER TABLE "reservations" DROP COLUMN "dropoff_location_name";
  ALTER TABLE "reservations" DROP COLUMN "car_name_en";
  ALTER TABLE "reservations" DROP COLUMN "car_name_ar";
  ALTER TABLE "reservations" DROP COLUMN "persons";
  ALTER TABLE "reservations" DROP COLUMN "luggages";
  ALTER TABLE "reservations" DROP COLUMN "arrival_flight_number";
  ALTER TABLE "reservations" DROP COLUMN "departure_flight_number";
  ALTER TABLE "reservations" DROP COLUMN "is_another_passengers";
  ALTER TABLE "reservations" DROP COLUMN "passenger_name";
  ALTER TABLE "reservations" DROP COLUMN "passenger_phone";
  ALTER TABLE "reservations" DROP COLUMN "notes";
  ALTER TABLE "reservations" DROP COLUMN "currency";
  ALTER TABLE "reservations" DROP COLUMN "price_snapshot";
  ALTER TABLE "reservations" DROP COLUMN "partner_id";
  ALTER TABLE "reservations" DROP COLUMN "language";
  ALTER TABLE "reservations" DROP COLUMN "idempotency_key";
  ALTER TABLE "reservations" DROP COLUMN "request_hash";
  DROP TYPE "public"."enum_reservations_status_history_from";
  DROP TYPE "public"."enum_reservations_status_history_to";
  DROP TYPE "public"."enum_reservations_status_history_by_type";
  DROP TYPE "public"."enum_reservations_language";`)
}
