import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations_dispatch_history" ADD COLUMN "driver_id" integer;
  ALTER TABLE "reservations_dispatch_history" ADD COLUMN "vehicle_id" integer;
  ALTER TABLE "reservations_dispatch_history" ADD COLUMN "driver_name_ar" varchar;
  ALTER TABLE "reservations_dispatch_history" ADD COLUMN "override_reason" varchar;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_outbound_driver_id" integer;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_outbound_vehicle_id" integer;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_outbound_driver_name_ar" varchar;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_outbound_override_reason" varchar;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_return_driver_id" integer;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_return_vehicle_id" integer;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_return_driver_name_ar" varchar;
  ALTER TABLE "reservations" ADD COLUMN "dispatch_return_override_reason" varchar;
  ALTER TABLE "price_lists" ADD COLUMN "drive_minutes" numeric;
  ALTER TABLE "settings" ADD COLUMN "dispatch_drive_minutes" numeric DEFAULT 120 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "dispatch_margin_minutes" numeric DEFAULT 30 NOT NULL;
  ALTER TABLE "reservations_dispatch_history" ADD CONSTRAINT "reservations_dispatch_history_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations_dispatch_history" ADD CONSTRAINT "reservations_dispatch_history_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_dispatch_outbound_driver_id_drivers_id_fk" FOREIGN KEY ("dispatch_outbound_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_dispatch_outbound_vehicle_id_vehicles_id_fk" FOREIGN KEY ("dispatch_outbound_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_dispatch_return_driver_id_drivers_id_fk" FOREIGN KEY ("dispatch_return_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_dispatch_return_vehicle_id_vehicles_id_fk" FOREIGN KEY ("dispatch_return_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservations_dispatch_history_driver_idx" ON "reservations_dispatch_history" USING btree ("driver_id");
  CREATE INDEX "reservations_dispatch_history_vehicle_idx" ON "reservations_dispatch_history" USING btree ("vehicle_id");
  CREATE INDEX "reservations_dispatch_outbound_dispatch_outbound_driver_idx" ON "reservations" USING btree ("dispatch_outbound_driver_id");
  CREATE INDEX "reservations_dispatch_outbound_dispatch_outbound_vehicle_idx" ON "reservations" USING btree ("dispatch_outbound_vehicle_id");
  CREATE INDEX "reservations_dispatch_return_dispatch_return_driver_idx" ON "reservations" USING btree ("dispatch_return_driver_id");
  CREATE INDEX "reservations_dispatch_return_dispatch_return_vehicle_idx" ON "reservations" USING btree ("dispatch_return_vehicle_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations_dispatch_history" DROP CONSTRAINT "reservations_dispatch_history_driver_id_drivers_id_fk";
  
  ALTER TABLE "reservations_dispatch_history" DROP CONSTRAINT "reservations_dispatch_history_vehicle_id_vehicles_id_fk";
  
  ALTER TABLE "reservations" DROP CONSTRAINT "reservations_dispatch_outbound_driver_id_drivers_id_fk";
  
  ALTER TABLE "reservations" DROP CONSTRAINT "reservations_dispatch_outbound_vehicle_id_vehicles_id_fk";
  
  ALTER TABLE "reservations" DROP CONSTRAINT "reservations_dispatch_return_driver_id_drivers_id_fk";
  
  ALTER TABLE "reservations" DROP CONSTRAINT "reservations_dispatch_return_vehicle_id_vehicles_id_fk";
  
  DROP INDEX "reservations_dispatch_history_driver_idx";
  DROP INDEX "reservations_dispatch_history_vehicle_idx";
  DROP INDEX "reservations_dispatch_outbound_dispatch_outbound_driver_idx";
  DROP INDEX "reservations_dispatch_outbound_dispatch_outbound_vehicle_idx";
  DROP INDEX "reservations_dispatch_return_dispatch_return_driver_idx";
  DROP INDEX "reservations_dispatch_return_dispatch_return_vehicle_idx";
  ALTER TABLE "reservations_dispatch_history" DROP COLUMN "driver_id";
  ALTER TABLE "reservations_dispatch_history" DROP COLUMN "vehicle_id";
  ALTER TABLE "reservations_dispatch_history" DROP COLUMN "driver_name_ar";
  ALTER TABLE "reservations_dispatch_history" DROP COLUMN "override_reason";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_outbound_driver_id";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_outbound_vehicle_id";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_outbound_driver_name_ar";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_outbound_override_reason";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_return_driver_id";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_return_vehicle_id";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_return_driver_name_ar";
  ALTER TABLE "reservations" DROP COLUMN "dispatch_return_override_reason";
  ALTER TABLE "price_lists" DROP COLUMN "drive_minutes";
  ALTER TABLE "settings" DROP COLUMN "dispatch_drive_minutes";
  ALTER TABLE "settings" DROP COLUMN "dispatch_margin_minutes";`)
}
