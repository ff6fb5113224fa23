import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reservations_dispatch_history_leg" AS ENUM('outbound', 'return');
  CREATE TABLE "reservations_dispatch_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"leg" "enum_reservations_dispatch_history_leg" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" varchar,
  	"driver_name" varchar,
  	"driver_mobile" varchar,
  	"vehicle_plate" varchar,
  	"reason" varchar
  );
  
  ALTER TABLE "reservations" ADD COLUMN "dispatch_outbound_driver_name" varchar;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_outbound_driver_mobile" varchar;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_outbound_vehicle_plate" varchar;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_outbound_assigned_at" timestamp(3) with time zone;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_outbound_assigned_by" varchar;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_return_driver_name" varchar;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_return_driver_mobile" varchar;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_return_vehicle_plate" varchar;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_return_assigned_at" timestamp(3) with time zone;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_return_assigned_by" varchar;
  ALTER TABLE "reservations_dispatch_history" ADD CONSTRAINT "reservations_dispatch_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reservations_dispatch_history_order_idx" ON "reservations_dispatch_history" USING btree ("_order");
  CREATE INDEX "reservations_dispatch_history_parent_id_idx" ON "reservations_dispatch_history" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "reservations_dispatch_history" CASCADE;
  ALTER TABLE "reservations" DROP COLUMN "dispatch_outbound_driver_name";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_outbound_driver_mobile";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_outbound_vehicle_plate";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_outbound_assigned_at";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_outbound_assigned_by";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_return_driver_name";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_return_driver_mobile";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_return_vehicle_plate";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_return_assigned_at";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_return_assigned_by";
  DROP TYPE "public"."enum_reservations_dispatch_history_leg";`)
}
