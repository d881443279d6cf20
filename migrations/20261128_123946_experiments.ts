import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_experiments_status" AS ENUM('draft', 'running', 'stopped');
  CREATE TYPE "public"."enum_feature_flags_rules_editions" AS ENUM('it', 'es', 'fr', 'de', 'en', 'us', 'intl');
  CREATE TABLE "experiments_variations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"weight" numeric DEFAULT 50 NOT NULL,
  	"url_redirect" varchar
  );
  
  CREATE TABLE "experiments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"status" "enum_experiments_status" DEFAULT 'draft' NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"original_path" varchar NOT NULL,
  	"coverage" numeric DEFAULT 100 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "experiments_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "feature_flags_rules_editions" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_feature_flags_rules_editions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "feature_flags_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"coverage" numeric DEFAULT 100 NOT NULL,
  	"value" jsonb NOT NULL
  );
  
  CREATE TABLE "feature_flags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"description" varchar,
  	"default_value" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feature_flags_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "experiments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feature_flags_id" integer;
  ALTER TABLE "experiments_variations" ADD CONSTRAINT "experiments_variations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiments_texts" ADD CONSTRAINT "experiments_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "feature_flags_rules_editions" ADD CONSTRAINT "feature_flags_rules_editions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."feature_flags_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "feature_flags_rules" ADD CONSTRAINT "feature_flags_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."feature_flags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "feature_flags_texts" ADD CONSTRAINT "feature_flags_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."feature_flags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "experiments_variations_order_idx" ON "experiments_variations" USING btree ("_order");
  CREATE INDEX "experiments_variations_parent_id_idx" ON "experiments_variations" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "experiments_key_idx" ON "experiments" USING btree ("key");
  CREATE INDEX "experiments_updated_at_idx" ON "experiments" USING btree ("updated_at");
  CREATE INDEX "experiments_created_at_idx" ON "experiments" USING btree ("created_at");
  CREATE INDEX "experiments_texts_order_parent" ON "experiments_texts" USING btree ("order","parent_id");
  CREATE INDEX "feature_flags_rules_editions_order_idx" ON "feature_flags_rules_editions" USING btree ("order");
  CREATE INDEX "feature_flags_rules_editions_parent_idx" ON "feature_flags_rules_editions" USING btree ("parent_id");
  CREATE INDEX "feature_flags_rules_order_idx" ON "feature_flags_rules" USING btree ("_order");
  CREATE INDEX "feature_flags_rules_parent_id_idx" ON "feature_flags_rules" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "feature_flags_key_idx" ON "feature_flags" USING btree ("key");
  CREATE INDEX "feature_flags_updated_at_idx" ON "feature_flags" USING btree ("updated_at");
  CREATE INDEX "feature_flags_created_at_idx" ON "feature_flags" USING btree ("created_at");
  CREATE INDEX "feature_flags_texts_order_parent" ON "feature_flags_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_experiments_fk" FOREIGN KEY ("experiments_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feature_flags_fk" FOREIGN KEY ("feature_flags_id") REFERENCES "public"."feature_flags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_experiments_id_idx" ON "payload_locked_documents_rels" USING btree ("experiments_id");
  CREATE INDEX "payload_locked_documents_rels_feature_flags_id_idx" ON "payload_locked_documents_rels" USING btree ("feature_flags_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "experiments_variations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiments_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feature_flags_rules_editions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feature_flags_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feature_flags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feature_flags_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "experiments_variations" CASCADE;
  DROP TABLE "experiments" CASCADE;
  DROP TABLE "experiments_texts" CASCADE;
  DROP TABLE "feature_flags_rules_editions" CASCADE;
  DROP TABLE "feature_flags_rules" CASCADE;
  DROP TABLE "feature_flags" CASCADE;
  DROP TABLE "feature_flags_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_experiments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feature_flags_fk";
  
  DROP INDEX "payload_locked_documents_rels_experiments_id_idx";
  DROP INDEX "payload_locked_documents_rels_feature_flags_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "experiments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feature_flags_id";
  DROP TYPE "public"."enum_experiments_status";
  DROP TYPE "public"."enum_feature_flags_rules_editions";`)
}
