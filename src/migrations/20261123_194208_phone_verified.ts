import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" ADD COLUMN "phone_verified" boolean DEFAULT false;`)
  // Existing customers: the mobile counts as proven when an SMS code sent to the number they have
  // now came back (consumed), whatever its purpose; every other customer proves it at the next
  // cash booking (docs/decisions.md, "Account security").
  await db.execute(sql`
   UPDATE "customers" SET "phone_verified" = true
   WHERE EXISTS (
     SELECT 1 FROM "one_time_codes" c
     WHERE c."customer_id" = "customers"."id"
       AND c."channel" = 'sms'
       AND c."consumed_at" IS NOT NULL
       AND c."destination" = "customers"."mobile"
   );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" DROP COLUMN "phone_verified";`)
}
