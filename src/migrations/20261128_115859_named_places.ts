import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_named_places_kind" AS ENUM('hotel', 'landmark', 'terminal');
  CREATE TABLE "named_places_aliases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"alias" varchar NOT NULL
  );
  
  CREATE TABLE "named_places" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"place_id" integer NOT NULL,
  	"kind" "enum_named_places_kind" DEFAULT 'hotel' NOT NULL,
  	"active" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "named_places_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "named_places_id" integer;
  ALTER TABLE "named_places_aliases" ADD CONSTRAINT "named_places_aliases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."named_places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "named_places" ADD CONSTRAINT "named_places_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "named_places_locales" ADD CONSTRAINT "named_places_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."named_places"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "named_places_aliases_order_idx" ON "named_places_aliases" USING btree ("_order");
  CREATE INDEX "named_places_aliases_parent_id_idx" ON "named_places_aliases" USING btree ("_parent_id");
  CREATE INDEX "named_places_place_idx" ON "named_places" USING btree ("place_id");
  CREATE INDEX "named_places_active_idx" ON "named_places" USING btree ("active");
  CREATE INDEX "named_places_order_idx" ON "named_places" USING btree ("order");
  CREATE INDEX "named_places_updated_at_idx" ON "named_places" USING btree ("updated_at");
  CREATE INDEX "named_places_created_at_idx" ON "named_places" USING btree ("created_at");
  CREATE UNIQUE INDEX "named_places_locales_locale_parent_id_unique" ON "named_places_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_named_places_fk" FOREIGN KEY ("named_places_id") REFERENCES "public"."named_places"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_named_places_id_idx" ON "payload_locked_documents_rels" USING btree ("named_places_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "named_places_aliases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "named_places" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "named_places_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "named_places_aliases" CASCADE;
  DROP TABLE "named_places" CASCADE;
  DROP TABLE "named_places_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_named_places_fk";
  
  DROP INDEX "payload_locked_documents_rels_named_places_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "named_places_id";
  DROP TYPE "public"."enum_named_places_kind";`)
}
