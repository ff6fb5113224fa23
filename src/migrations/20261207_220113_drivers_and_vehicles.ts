import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "drivers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name_en" varchar NOT NULL,
  	"name_ar" varchar NOT NULL,
  	"mobile" varchar NOT NULL,
  	"licence_number" varchar NOT NULL,
  	"licence_expiry" varchar NOT NULL,
  	"supplier" varchar,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plate" varchar NOT NULL,
  	"car_id" integer NOT NULL,
  	"persons" numeric,
  	"luggages" numeric,
  	"licence_expiry" varchar,
  	"owner" varchar,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "drivers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vehicles_id" integer;
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "drivers_name_en_idx" ON "drivers" USING btree ("name_en");
  CREATE INDEX "drivers_name_ar_idx" ON "drivers" USING btree ("name_ar");
  CREATE UNIQUE INDEX "drivers_mobile_idx" ON "drivers" USING btree ("mobile");
  CREATE INDEX "drivers_licence_expiry_idx" ON "drivers" USING btree ("licence_expiry");
  CREATE INDEX "drivers_supplier_idx" ON "drivers" USING btree ("supplier");
  CREATE INDEX "drivers_active_idx" ON "drivers" USING btree ("active");
  CREATE INDEX "drivers_updated_at_idx" ON "drivers" USING btree ("updated_at");
  CREATE INDEX "drivers_created_at_idx" ON "drivers" USING btree ("created_at");
  CREATE UNIQUE INDEX "vehicles_plate_idx" ON "vehicles" USING btree ("plate");
  CREATE INDEX "vehicles_car_idx" ON "vehicles" USING btree ("car_id");
  CREATE INDEX "vehicles_owner_idx" ON "vehicles" USING btree ("owner");
  CREATE INDEX "vehicles_active_idx" ON "vehicles" USING btree ("active");
  CREATE INDEX "vehicles_updated_at_idx" ON "vehicles" USING btree ("updated_at");
  CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_drivers_fk" FOREIGN KEY ("drivers_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicles_fk" FOREIGN KEY ("vehicles_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_drivers_id_idx" ON "payload_locked_documents_rels" USING btree ("drivers_id");
  CREATE INDEX "payload_locked_documents_rels_vehicles_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "drivers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicles" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "drivers" CASCADE;
  DROP TABLE "vehicles" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_drivers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vehicles_fk";
  
  DROP INDEX "payload_locked_documents_rels_drivers_id_idx";
  DROP INDEX "payload_locked_documents_rels_vehicles_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "drivers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vehicles_id";`)
}
