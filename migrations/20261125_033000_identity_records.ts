import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The identity provider's own records (sessions, grants, codes, tokens, interactions), kept by
 * src/identity/postgres-adapter.ts. Not a CMS collection: nobody edits them, so this table is
 * written by hand rather than generated from a collection.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "identity_records" (
  	"kind" varchar NOT NULL,
  	"id" varchar NOT NULL,
  	"payload" jsonb NOT NULL,
  	"grant_id" varchar,
  	"user_code" varchar,
  	"uid" varchar,
  	"expires_at" timestamp(3) with time zone,
  	"consumed_at" timestamp(3) with time zone,
  	CONSTRAINT "identity_records_pkey" PRIMARY KEY ("kind", "id")
  );
  CREATE INDEX "identity_records_grant_idx" ON "identity_records" USING btree ("grant_id");
  CREATE INDEX "identity_records_uid_idx" ON "identity_records" USING btree ("uid");
  CREATE INDEX "identity_records_user_code_idx" ON "identity_records" USING btree ("user_code");
  CREATE INDEX "identity_records_expires_idx" ON "identity_records" USING btree ("expires_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "identity_records";`)
}
