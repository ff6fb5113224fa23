import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendDueNotifications';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendDueNotifications';
  ALTER TABLE "reservations" ADD COLUMN "confirmation_due" boolean DEFAULT false;
  ALTER TABLE "payments" ADD COLUMN "receipt_due" boolean DEFAULT false;
  CREATE INDEX "reservations_confirmation_due_idx" ON "reservations" USING btree ("confirmation_due");
  CREATE INDEX "payments_receipt_due_idx" ON "payments" USING btree ("receipt_due");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expirePayments', 'reconcilePayments');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expirePayments', 'reconcilePayments');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "reservations_confirmation_due_idx";
  DROP INDEX "payments_receipt_due_idx";
  ALTER TABLE "reservations" DROP COLUMN "confirmation_due";
  ALTER TABLE "payments" DROP COLUMN "receipt_due";`)
}
