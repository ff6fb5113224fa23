import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_extras_kind" AS ENUM('child-seat', 'booster-seat', 'name-sign', 'extra-stop', 'extra-luggage');
  CREATE TABLE "extras" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"region_id" integer NOT NULL,
  	"kind" "enum_extras_kind" NOT NULL,
  	"unit_price" numeric DEFAULT 0 NOT NULL,
  	"max_quantity" numeric DEFAULT 1 NOT NULL,
  	"active" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "extras_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "extras_id" integer;
  ALTER TABLE "extras" ADD CONSTRAINT "extras_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "extras_locales" ADD CONSTRAINT "extras_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."extras"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "extras_code_idx" ON "extras" USING btree ("code");
  CREATE INDEX "extras_region_idx" ON "extras" USING btree ("region_id");
  CREATE INDEX "extras_order_idx" ON "extras" USING btree ("order");
  CREATE INDEX "extras_updated_at_idx" ON "extras" USING btree ("updated_at");
  CREATE INDEX "extras_created_at_idx" ON "extras" USING btree ("created_at");
  CREATE UNIQUE INDEX "extras_locales_locale_parent_id_unique" ON "extras_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_extras_fk" FOREIGN KEY ("extras_id") REFERENCES "public"."extras"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_extras_id_idx" ON "payload_locked_documents_rels" USING btree ("extras_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "extras" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "extras_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "extras" CASCADE;
  DROP TABLE "extras_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_extras_fk";
  
  DROP INDEX "payload_locked_documents_rels_extras_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "extras_id";
  DROP TYPE "public"."enum_extras_kind";`)
}
