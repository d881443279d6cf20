import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_notify_me_alerts_types" AS ENUM('STOCKOUT_TRAVEL', 'TOUR_CONFIRMED', 'PRICE_DROPPED');
  CREATE TYPE "public"."enum_notify_me_alerts_edition" AS ENUM('it', 'es', 'fr', 'de', 'en', 'us', 'intl');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyMeAlerts' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyMeAlerts' BEFORE 'schedulePublish';
  CREATE TABLE "notify_me_alerts_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_notify_me_alerts_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "notify_me_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"travel_id" integer NOT NULL,
  	"tour_id" integer,
  	"active" boolean DEFAULT true,
  	"edition" "enum_notify_me_alerts_edition" NOT NULL,
  	"phone" varchar,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notify_me_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alert_id" integer NOT NULL,
  	"change" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notify_me_alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notify_me_deliveries_id" integer;
  ALTER TABLE "notify_me_alerts_types" ADD CONSTRAINT "notify_me_alerts_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notify_me_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notify_me_alerts" ADD CONSTRAINT "notify_me_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notify_me_alerts" ADD CONSTRAINT "notify_me_alerts_travel_id_travels_id_fk" FOREIGN KEY ("travel_id") REFERENCES "public"."travels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notify_me_alerts" ADD CONSTRAINT "notify_me_alerts_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notify_me_deliveries" ADD CONSTRAINT "notify_me_deliveries_alert_id_notify_me_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."notify_me_alerts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "notify_me_alerts_types_order_idx" ON "notify_me_alerts_types" USING btree ("order");
  CREATE INDEX "notify_me_alerts_types_parent_idx" ON "notify_me_alerts_types" USING btree ("parent_id");
  CREATE INDEX "notify_me_alerts_customer_idx" ON "notify_me_alerts" USING btree ("customer_id");
  CREATE INDEX "notify_me_alerts_travel_idx" ON "notify_me_alerts" USING btree ("travel_id");
  CREATE INDEX "notify_me_alerts_tour_idx" ON "notify_me_alerts" USING btree ("tour_id");
  CREATE INDEX "notify_me_alerts_active_idx" ON "notify_me_alerts" USING btree ("active");
  CREATE UNIQUE INDEX "notify_me_alerts_key_idx" ON "notify_me_alerts" USING btree ("key");
  CREATE INDEX "notify_me_alerts_updated_at_idx" ON "notify_me_alerts" USING btree ("updated_at");
  CREATE INDEX "notify_me_alerts_created_at_idx" ON "notify_me_alerts" USING btree ("created_at");
  CREATE INDEX "notify_me_deliveries_alert_idx" ON "notify_me_deliveries" USING btree ("alert_id");
  CREATE INDEX "notify_me_deliveries_updated_at_idx" ON "notify_me_deliveries" USING btree ("updated_at");
  CREATE INDEX "notify_me_deliveries_created_at_idx" ON "notify_me_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "alert_change_idx" ON "notify_me_deliveries" USING btree ("alert_id","change");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notify_me_alerts_fk" FOREIGN KEY ("notify_me_alerts_id") REFERENCES "public"."notify_me_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notify_me_deliveries_fk" FOREIGN KEY ("notify_me_deliveries_id") REFERENCES "public"."notify_me_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_notify_me_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("notify_me_alerts_id");
  CREATE INDEX "payload_locked_documents_rels_notify_me_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("notify_me_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notify_me_alerts_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notify_me_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notify_me_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "notify_me_alerts_types" CASCADE;
  DROP TABLE "notify_me_alerts" CASCADE;
  DROP TABLE "notify_me_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notify_me_alerts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notify_me_deliveries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_notify_me_alerts_id_idx";
  DROP INDEX "payload_locked_documents_rels_notify_me_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notify_me_alerts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notify_me_deliveries_id";
  DROP TYPE "public"."enum_notify_me_alerts_types";
  DROP TYPE "public"."enum_notify_me_alerts_edition";`)
}
