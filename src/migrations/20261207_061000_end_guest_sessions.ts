import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A guest checkout no longer opens an account session (decision 0164): the sessions it opened
 * before end here. They are the sessions of accounts nobody has claimed yet (no password set, no
 * contact proven); a guest still paying finds its booking again with the link of its email.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "customers_sessions" WHERE "_parent_id" IN (
     SELECT "id" FROM "customers"
     WHERE "password_set" = false
       AND coalesce("email_verified", false) = false
       AND coalesce("phone_verified", false) = false
   );`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Ended sessions are not brought back.
}
