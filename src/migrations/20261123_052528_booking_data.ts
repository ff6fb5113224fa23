import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_places_kind" AS ENUM('airport', 'area', 'hotel-zone');
  CREATE TYPE "public"."enum_cars_code" AS ENUM('corolla', 'caddy', 'xpander', 'h1', 'hiace');
  CREATE TYPE "public"."enum_partners_kind" AS ENUM('client', 'agency', 'hotel');
  CREATE TABLE "regions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"airport_id" integer,
  	"cash_allowed" boolean DEFAULT true,
  	"active" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "regions_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "places" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"region_id" integer NOT NULL,
  	"kind" "enum_places_kind" DEFAULT 'area' NOT NULL,
  	"can_pickup" boolean DEFAULT true,
  	"can_dropoff" boolean DEFAULT true,
  	"search_terms" varchar,
  	"active" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "places_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" "enum_cars_code" NOT NULL,
  	"persons" numeric NOT NULL,
  	"luggages" numeric NOT NULL,
  	"image_id" integer,
  	"active" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cars_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "price_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"route" varchar,
  	"region_id" integer NOT NULL,
  	"from_id" integer NOT NULL,
  	"to_id" integer NOT NULL,
  	"one_directional" boolean DEFAULT false,
  	"cash_allowed" boolean DEFAULT true,
  	"prices_corolla" numeric,
  	"prices_caddy" numeric,
  	"prices_xpander" numeric,
  	"prices_h1" numeric,
  	"prices_hiace" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "nationalities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "nationalities_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "airlines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "airlines_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "airlines_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"places_id" integer
  );
  
  ALTER TABLE "partners" ADD COLUMN "kind" "enum_partners_kind" DEFAULT 'client';
  ALTER TABLE "partners" ADD COLUMN "code" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "regions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "places_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cars_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_lists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "nationalities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "airlines_id" integer;
  ALTER TABLE "regions" ADD CONSTRAINT "regions_airport_id_places_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "regions_locales" ADD CONSTRAINT "regions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "places" ADD CONSTRAINT "places_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "places_locales" ADD CONSTRAINT "places_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cars_locales" ADD CONSTRAINT "cars_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_from_id_places_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_to_id_places_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nationalities_locales" ADD CONSTRAINT "nationalities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nationalities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "airlines_locales" ADD CONSTRAINT "airlines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."airlines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "airlines_rels" ADD CONSTRAINT "airlines_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."airlines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "airlines_rels" ADD CONSTRAINT "airlines_rels_places_fk" FOREIGN KEY ("places_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "regions_code_idx" ON "regions" USING btree ("code");
  CREATE INDEX "regions_airport_idx" ON "regions" USING btree ("airport_id");
  CREATE INDEX "regions_order_idx" ON "regions" USING btree ("order");
  CREATE INDEX "regions_updated_at_idx" ON "regions" USING btree ("updated_at");
  CREATE INDEX "regions_created_at_idx" ON "regions" USING btree ("created_at");
  CREATE UNIQUE INDEX "regions_locales_locale_parent_id_unique" ON "regions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "places_code_idx" ON "places" USING btree ("code");
  CREATE INDEX "places_region_idx" ON "places" USING btree ("region_id");
  CREATE INDEX "places_order_idx" ON "places" USING btree ("order");
  CREATE INDEX "places_updated_at_idx" ON "places" USING btree ("updated_at");
  CREATE INDEX "places_created_at_idx" ON "places" USING btree ("created_at");
  CREATE UNIQUE INDEX "places_locales_locale_parent_id_unique" ON "places_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "cars_code_idx" ON "cars" USING btree ("code");
  CREATE INDEX "cars_image_idx" ON "cars" USING btree ("image_id");
  CREATE INDEX "cars_order_idx" ON "cars" USING btree ("order");
  CREATE INDEX "cars_updated_at_idx" ON "cars" USING btree ("updated_at");
  CREATE INDEX "cars_created_at_idx" ON "cars" USING btree ("created_at");
  CREATE UNIQUE INDEX "cars_locales_locale_parent_id_unique" ON "cars_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "price_lists_region_idx" ON "price_lists" USING btree ("region_id");
  CREATE INDEX "price_lists_from_idx" ON "price_lists" USING btree ("from_id");
  CREATE INDEX "price_lists_to_idx" ON "price_lists" USING btree ("to_id");
  CREATE INDEX "price_lists_updated_at_idx" ON "price_lists" USING btree ("updated_at");
  CREATE INDEX "price_lists_created_at_idx" ON "price_lists" USING btree ("created_at");
  CREATE UNIQUE INDEX "nationalities_code_idx" ON "nationalities" USING btree ("code");
  CREATE INDEX "nationalities_updated_at_idx" ON "nationalities" USING btree ("updated_at");
  CREATE INDEX "nationalities_created_at_idx" ON "nationalities" USING btree ("created_at");
  CREATE UNIQUE INDEX "nationalities_locales_locale_parent_id_unique" ON "nationalities_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "airlines_code_idx" ON "airlines" USING btree ("code");
  CREATE INDEX "airlines_order_idx" ON "airlines" USING btree ("order");
  CREATE INDEX "airlines_updated_at_idx" ON "airlines" USING btree ("updated_at");
  CREATE INDEX "airlines_created_at_idx" ON "airlines" USING btree ("created_at");
  CREATE UNIQUE INDEX "airlines_locales_locale_parent_id_unique" ON "airlines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "airlines_rels_order_idx" ON "airlines_rels" USING btree ("order");
  CREATE INDEX "airlines_rels_parent_idx" ON "airlines_rels" USING btree ("parent_id");
  CREATE INDEX "airlines_rels_path_idx" ON "airlines_rels" USING btree ("path");
  CREATE INDEX "airlines_rels_places_id_idx" ON "airlines_rels" USING btree ("places_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_regions_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_places_fk" FOREIGN KEY ("places_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cars_fk" FOREIGN KEY ("cars_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_lists_fk" FOREIGN KEY ("price_lists_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_nationalities_fk" FOREIGN KEY ("nationalities_id") REFERENCES "public"."nationalities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_airlines_fk" FOREIGN KEY ("airlines_id") REFERENCES "public"."airlines"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "partners_code_idx" ON "partners" USING btree ("code");
  CREATE INDEX "payload_locked_documents_rels_regions_id_idx" ON "payload_locked_documents_rels" USING btree ("regions_id");
  CREATE INDEX "payload_locked_documents_rels_places_id_idx" ON "payload_locked_documents_rels" USING btree ("places_id");
  CREATE INDEX "payload_locked_documents_rels_cars_id_idx" ON "payload_locked_documents_rels" USING btree ("cars_id");
  CREATE INDEX "payload_locked_documents_rels_price_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("price_lists_id");
  CREATE INDEX "payload_locked_documents_rels_nationalities_id_idx" ON "payload_locked_documents_rels" USING btree ("nationalities_id");
  CREATE INDEX "payload_locked_documents_rels_airlines_id_idx" ON "payload_locked_documents_rels" USING btree ("airlines_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "regions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "regions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "places" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "places_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cars_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nationalities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "nationalities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "airlines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "airlines_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "airlines_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "regions" CASCADE;
  DROP TABLE "regions_locales" CASCADE;
  DROP TABLE "places" CASCADE;
  DROP TABLE "places_locales" CASCADE;
  DROP TABLE "cars" CASCADE;
  DROP TABLE "cars_locales" CASCADE;
  DROP TABLE "price_lists" CASCADE;
  DROP TABLE "nationalities" CASCADE;
  DROP TABLE "nationalities_locales" CASCADE;
  DROP TABLE "airlines" CASCADE;
  DROP TABLE "airlines_locales" CASCADE;
  DROP TABLE "airlines_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_regions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_places_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cars_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_lists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_nationalities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_airlines_fk";
  
  DROP INDEX "partners_code_idx";
  DROP INDEX "payload_locked_documents_rels_regions_id_idx";
  DROP INDEX "payload_locked_documents_rels_places_id_idx";
  DROP INDEX "payload_locked_documents_rels_cars_id_idx";
  DROP INDEX "payload_locked_documents_rels_price_lists_id_idx";
  DROP INDEX "payload_locked_documents_rels_nationalities_id_idx";
  DROP INDEX "payload_locked_documents_rels_airlines_id_idx";
  ALTER TABLE "partners" DROP COLUMN "kind";
  ALTER TABLE "partners" DROP COLUMN "code";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "regions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "places_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cars_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_lists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "nationalities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "airlines_id";
  DROP TYPE "public"."enum_places_kind";
  DROP TYPE "public"."enum_cars_code";
  DROP TYPE "public"."enum_partners_kind";`)
}
