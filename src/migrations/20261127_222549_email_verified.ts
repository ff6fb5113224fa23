import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" ADD COLUMN "email_verified" boolean DEFAULT false;`)
  // An account verified without its mobile being proven was verified by a code sent to its email.
  await db.execute(sql`
   UPDATE "customers" SET "email_verified" = true
   WHERE "verified" = true AND coalesce("phone_verified", false) = false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" DROP COLUMN "email_verified";`)
}
