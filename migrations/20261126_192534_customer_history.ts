import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customer_history_changes_field" AS ENUM('email', 'newsletter', 'marketing', 'privacy');
  CREATE TYPE "public"."enum_customer_history_changed_by" AS ENUM('customer', 'admin');
  CREATE TABLE "customer_history_changes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" "enum_customer_history_changes_field" NOT NULL,
  	"before" varchar,
  	"after" varchar
  );
  
  CREATE TABLE "customer_history" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"changed_at" timestamp(3) with time zone NOT NULL,
  	"changed_by" "enum_customer_history_changed_by" NOT NULL,
  	"admin_id" integer,
  	"admin_email" varchar,
  	"summary" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customer_history_id" integer;
  ALTER TABLE "customer_history_changes" ADD CONSTRAINT "customer_history_changes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customer_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customer_history" ADD CONSTRAINT "customer_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_history" ADD CONSTRAINT "customer_history_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "customer_history_changes_order_idx" ON "customer_history_changes" USING btree ("_order");
  CREATE INDEX "customer_history_changes_parent_id_idx" ON "customer_history_changes" USING btree ("_parent_id");
  CREATE INDEX "customer_history_customer_idx" ON "customer_history" USING btree ("customer_id");
  CREATE INDEX "customer_history_changed_at_idx" ON "customer_history" USING btree ("changed_at");
  CREATE INDEX "customer_history_admin_idx" ON "customer_history" USING btree ("admin_id");
  CREATE INDEX "customer_history_updated_at_idx" ON "customer_history" USING btree ("updated_at");
  CREATE INDEX "customer_history_created_at_idx" ON "customer_history" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customer_history_fk" FOREIGN KEY ("customer_history_id") REFERENCES "public"."customer_history"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_customer_history_id_idx" ON "payload_locked_documents_rels" USING btree ("customer_history_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customer_history_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customer_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customer_history_changes" CASCADE;
  DROP TABLE "customer_history" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customer_history_fk";
  
  DROP INDEX "payload_locked_documents_rels_customer_history_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customer_history_id";
  DROP TYPE "public"."enum_customer_history_changes_field";
  DROP TYPE "public"."enum_customer_history_changed_by";`)
}
