import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"picture_id" integer,
  	"accepted_flags_newsletter" boolean DEFAULT false,
  	"accepted_flags_marketing" boolean DEFAULT false,
  	"accepted_flags_privacy" boolean DEFAULT false,
  	"accepted_flags_privacy_accepted_at" timestamp(3) with time zone,
  	"is_admin" boolean DEFAULT false,
  	"last_seen_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sign_in_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"tries" numeric DEFAULT 0 NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"edition" varchar NOT NULL,
  	"consent" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "refresh_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"family" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sign_in_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "refresh_tokens_id" integer;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree ("email");
  CREATE INDEX "customers_picture_idx" ON "customers" USING btree ("picture_id");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE INDEX "sign_in_codes_email_idx" ON "sign_in_codes" USING btree ("email");
  CREATE INDEX "sign_in_codes_updated_at_idx" ON "sign_in_codes" USING btree ("updated_at");
  CREATE INDEX "sign_in_codes_created_at_idx" ON "sign_in_codes" USING btree ("created_at");
  CREATE INDEX "refresh_tokens_customer_idx" ON "refresh_tokens" USING btree ("customer_id");
  CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");
  CREATE UNIQUE INDEX "refresh_tokens_token_hash_idx" ON "refresh_tokens" USING btree ("token_hash");
  CREATE INDEX "refresh_tokens_updated_at_idx" ON "refresh_tokens" USING btree ("updated_at");
  CREATE INDEX "refresh_tokens_created_at_idx" ON "refresh_tokens" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sign_in_codes_fk" FOREIGN KEY ("sign_in_codes_id") REFERENCES "public"."sign_in_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_refresh_tokens_fk" FOREIGN KEY ("refresh_tokens_id") REFERENCES "public"."refresh_tokens"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_sign_in_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("sign_in_codes_id");
  CREATE INDEX "payload_locked_documents_rels_refresh_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("refresh_tokens_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sign_in_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "refresh_tokens" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "sign_in_codes" CASCADE;
  DROP TABLE "refresh_tokens" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sign_in_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_refresh_tokens_fk";
  
  DROP INDEX "payload_locked_documents_rels_customers_id_idx";
  DROP INDEX "payload_locked_documents_rels_sign_in_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_refresh_tokens_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sign_in_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "refresh_tokens_id";`)
}
