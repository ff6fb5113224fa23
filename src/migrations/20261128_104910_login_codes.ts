import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_one_time_codes_purpose" ADD VALUE 'login';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "one_time_codes" WHERE "purpose" = 'login';
   ALTER TABLE "one_time_codes" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_one_time_codes_purpose";
  CREATE TYPE "public"."enum_one_time_codes_purpose" AS ENUM('verify', 'reset', 'change-email', 'change-mobile');
  ALTER TABLE "one_time_codes" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_one_time_codes_purpose" USING "purpose"::"public"."enum_one_time_codes_purpose";`)
}
