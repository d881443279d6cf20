import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customers_newsletter_opt_in_status" AS ENUM('pending', 'confirmed');
  CREATE TYPE "public"."enum_customers_newsletter_opt_in_confirmed_via" AS ENUM('link', 'sign-in');
  ALTER TABLE "customers" ADD COLUMN "accepted_flags_newsletter_accepted_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "newsletter_opt_in_status" "enum_customers_newsletter_opt_in_status";
  ALTER TABLE "customers" ADD COLUMN "newsletter_opt_in_confirmed_via" "enum_customers_newsletter_opt_in_confirmed_via";
  ALTER TABLE "customers" ADD COLUMN "newsletter_opt_in_requested_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "newsletter_opt_in_token_hash" varchar;
  ALTER TABLE "customers" ADD COLUMN "newsletter_opt_in_token_expires_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "newsletter_opt_in_edition" varchar;
  CREATE INDEX "customers_newsletter_opt_in_newsletter_opt_in_token_hash_idx" ON "customers" USING btree ("newsletter_opt_in_token_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "customers_newsletter_opt_in_newsletter_opt_in_token_hash_idx";
  ALTER TABLE "customers" DROP COLUMN "accepted_flags_newsletter_accepted_at";
  ALTER TABLE "customers" DROP COLUMN "newsletter_opt_in_status";
  ALTER TABLE "customers" DROP COLUMN "newsletter_opt_in_confirmed_via";
  ALTER TABLE "customers" DROP COLUMN "newsletter_opt_in_requested_at";
  ALTER TABLE "customers" DROP COLUMN "newsletter_opt_in_token_hash";
  ALTER TABLE "customers" DROP COLUMN "newsletter_opt_in_token_expires_at";
  ALTER TABLE "customers" DROP COLUMN "newsletter_opt_in_edition";
  DROP TYPE "public"."enum_customers_newsletter_opt_in_status";
  DROP TYPE "public"."enum_customers_newsletter_opt_in_confirmed_via";`)
}
