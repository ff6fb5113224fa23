import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reservations_progress_history_leg" AS ENUM('outbound', 'return');
  CREATE TYPE "public"."enum_reservations_progress_history_step" AS ENUM('assigned', 'on-the-way', 'arrived', 'on-board', 'completed', 'no-show');
  CREATE TYPE "public"."enum_reservations_progress_history_by_type" AS ENUM('driver', 'staff');
  CREATE TYPE "public"."enum_reservations_progress_outbound_state" AS ENUM('assigned', 'on-the-way', 'arrived', 'on-board', 'completed', 'no-show');
  CREATE TYPE "public"."enum_reservations_progress_return_state" AS ENUM('assigned', 'on-the-way', 'arrived', 'on-board', 'completed', 'no-show');
  CREATE TYPE "public"."enum_reservations_progress_outcome" AS ENUM('completed', 'no-show');
  CREATE TABLE "reservations_progress_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"leg" "enum_reservations_progress_history_leg" NOT NULL,
  	"step" "enum_reservations_progress_history_step" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_type" "enum_reservations_progress_history_by_type" NOT NULL,
  	"by_id" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"reason" varchar
  );
  
  CREATE TABLE "driver_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"driver_mobile" varchar NOT NULL,
  	"driver_name" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"nonce" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "reservations" ADD COLUMN "progress_outbound_state" "enum_reservations_progress_outbound_state";
  ALTER TABLE "reservations" ADD COLUMN "progress_outbound_at" timestamp(3) with time zone;
  ALTER TABLE "reservations" ADD COLUMN "progress_return_state" "enum_reservations_progress_return_state";
  ALTER TABLE "reservations" ADD COLUMN "progress_return_at" timestamp(3) with time zone;
  ALTER TABLE "reservations" ADD COLUMN "progress_outcome" "enum_reservations_progress_outcome";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "driver_links_id" integer;
  ALTER TABLE "reservations_progress_history" ADD CONSTRAINT "reservations_progress_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reservations_progress_history_order_idx" ON "reservations_progress_history" USING btree ("_order");
  CREATE INDEX "reservations_progress_history_parent_id_idx" ON "reservations_progress_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "driver_links_token_hash_idx" ON "driver_links" USING btree ("token_hash");
  CREATE INDEX "driver_links_updated_at_idx" ON "driver_links" USING btree ("updated_at");
  CREATE INDEX "driver_links_created_at_idx" ON "driver_links" USING btree ("created_at");
  CREATE UNIQUE INDEX "driverMobile_day_idx" ON "driver_links" USING btree ("driver_mobile","day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_driver_links_fk" FOREIGN KEY ("driver_links_id") REFERENCES "public"."driver_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_driver_links_id_idx" ON "payload_locked_documents_rels" USING btree ("driver_links_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations_progress_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "driver_links" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reservations_progress_history" CASCADE;
  DROP TABLE "driver_links" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_driver_links_fk";
  
  DROP INDEX "payload_locked_documents_rels_driver_links_id_idx";
  ALTER TABLE "reservations" DROP COLUMN "progress_outbound_state";
  ALTER TABLE "reservations" DROP COLUMN "progress_outbound_at";
  ALTER TABLE "reservations" DROP COLUMN "progress_return_state";
  ALTER TABLE "reservations" DROP COLUMN "progress_return_at";
  ALTER TABLE "reservations" DROP COLUMN "progress_outcome";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "driver_links_id";
  DROP TYPE "public"."enum_reservations_progress_history_leg";
  DROP TYPE "public"."enum_reservations_progress_history_step";
  DROP TYPE "public"."enum_reservations_progress_history_by_type";
  DROP TYPE "public"."enum_reservations_progress_outbound_state";
  DROP TYPE "public"."enum_reservations_progress_return_state";
  DROP TYPE "public"."enum_reservations_progress_outcome";`)
}
