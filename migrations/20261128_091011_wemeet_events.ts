import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_prices_currency" AS ENUM('EUR', 'GBP', 'USD');
  CREATE TYPE "public"."enum_events_editions" AS ENUM('it', 'es', 'fr', 'us', 'intl');
  CREATE TYPE "public"."enum_events_startsat_tz" AS ENUM('Europe/Rome', 'Europe/Madrid', 'Atlantic/Canary', 'Europe/Paris', 'Europe/London', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles');
  CREATE TYPE "public"."enum_events_endsat_tz" AS ENUM('Europe/Rome', 'Europe/Madrid', 'Atlantic/Canary', 'Europe/Paris', 'Europe/London', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles');
  CREATE TYPE "public"."enum_events_joinuntil_tz" AS ENUM('Europe/Rome', 'Europe/Madrid', 'Atlantic/Canary', 'Europe/Paris', 'Europe/London', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles');
  CREATE TYPE "public"."enum_events_cancelbefore_tz" AS ENUM('Europe/Rome', 'Europe/Madrid', 'Atlantic/Canary', 'Europe/Paris', 'Europe/London', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_prices_currency" AS ENUM('EUR', 'GBP', 'USD');
  CREATE TYPE "public"."enum__events_v_version_editions" AS ENUM('it', 'es', 'fr', 'us', 'intl');
  CREATE TYPE "public"."enum__events_v_version_startsat_tz" AS ENUM('Europe/Rome', 'Europe/Madrid', 'Atlantic/Canary', 'Europe/Paris', 'Europe/London', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles');
  CREATE TYPE "public"."enum__events_v_version_endsat_tz" AS ENUM('Europe/Rome', 'Europe/Madrid', 'Atlantic/Canary', 'Europe/Paris', 'Europe/London', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles');
  CREATE TYPE "public"."enum__events_v_version_joinuntil_tz" AS ENUM('Europe/Rome', 'Europe/Madrid', 'Atlantic/Canary', 'Europe/Paris', 'Europe/London', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles');
  CREATE TYPE "public"."enum__events_v_version_cancelbefore_tz" AS ENUM('Europe/Rome', 'Europe/Madrid', 'Atlantic/Canary', 'Europe/Paris', 'Europe/London', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_published_locale" AS ENUM('it', 'es', 'fr', 'de', 'en', 'us', 'intl');
  CREATE TYPE "public"."enum_event_cities_time_zone" AS ENUM('Europe/Rome', 'Europe/Madrid', 'Atlantic/Canary', 'Europe/Paris', 'Europe/London', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles');
  CREATE TYPE "public"."enum_event_places_status" AS ENUM('joined', 'waiting', 'cancelled');
  CREATE TYPE "public"."enum_event_places_edition" AS ENUM('it', 'es', 'fr', 'de', 'en', 'us', 'intl');
  CREATE TABLE "pages_blocks_event_detail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_event_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"city_id" integer,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_event_detail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"custom_css" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_event_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"city_id" integer,
  	"custom_css" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "events_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" "enum_events_prices_currency",
  	"amount" numeric
  );
  
  CREATE TABLE "events_editions" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_events_editions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"city_id" integer,
  	"slug" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"startsat_tz" "enum_events_startsat_tz" DEFAULT 'Europe/Rome',
  	"ends_at" timestamp(3) with time zone,
  	"endsat_tz" "enum_events_endsat_tz" DEFAULT 'Europe/Rome',
  	"venue_name" varchar,
  	"venue_address" varchar,
  	"venue_latitude" numeric,
  	"venue_longitude" numeric,
  	"picture_id" integer,
  	"organiser_coordinator_id" integer,
  	"organiser_host" varchar,
  	"free" boolean DEFAULT true,
  	"spots" numeric,
  	"join_until" timestamp(3) with time zone,
  	"joinuntil_tz" "enum_events_joinuntil_tz" DEFAULT 'Europe/Rome',
  	"cancel_before" timestamp(3) with time zone,
  	"cancelbefore_tz" "enum_events_cancelbefore_tz" DEFAULT 'Europe/Rome',
  	"cancelled" boolean DEFAULT false,
  	"key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"overview" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_version_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"currency" "enum__events_v_version_prices_currency",
  	"amount" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_editions" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__events_v_version_editions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_city_id" integer,
  	"version_slug" varchar,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_startsat_tz" "enum__events_v_version_startsat_tz" DEFAULT 'Europe/Rome',
  	"version_ends_at" timestamp(3) with time zone,
  	"version_endsat_tz" "enum__events_v_version_endsat_tz" DEFAULT 'Europe/Rome',
  	"version_venue_name" varchar,
  	"version_venue_address" varchar,
  	"version_venue_latitude" numeric,
  	"version_venue_longitude" numeric,
  	"version_picture_id" integer,
  	"version_organiser_coordinator_id" integer,
  	"version_organiser_host" varchar,
  	"version_free" boolean DEFAULT true,
  	"version_spots" numeric,
  	"version_join_until" timestamp(3) with time zone,
  	"version_joinuntil_tz" "enum__events_v_version_joinuntil_tz" DEFAULT 'Europe/Rome',
  	"version_cancel_before" timestamp(3) with time zone,
  	"version_cancelbefore_tz" "enum__events_v_version_cancelbefore_tz" DEFAULT 'Europe/Rome',
  	"version_cancelled" boolean DEFAULT false,
  	"version_key" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__events_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_overview" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "event_cities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"time_zone" "enum_event_cities_time_zone" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_cities_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "event_places" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"status" "enum_event_places_status" NOT NULL,
  	"edition" "enum_event_places_edition" NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_cities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_places_id" integer;
  ALTER TABLE "pages_blocks_event_detail" ADD CONSTRAINT "pages_blocks_event_detail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_event_list" ADD CONSTRAINT "pages_blocks_event_list_city_id_event_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."event_cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_event_list" ADD CONSTRAINT "pages_blocks_event_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_event_detail" ADD CONSTRAINT "_pages_v_blocks_event_detail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_event_list" ADD CONSTRAINT "_pages_v_blocks_event_list_city_id_event_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."event_cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_event_list" ADD CONSTRAINT "_pages_v_blocks_event_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_prices" ADD CONSTRAINT "events_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_editions" ADD CONSTRAINT "events_editions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_city_id_event_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."event_cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_organiser_coordinator_id_coordinators_id_fk" FOREIGN KEY ("organiser_coordinator_id") REFERENCES "public"."coordinators"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_prices" ADD CONSTRAINT "_events_v_version_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_editions" ADD CONSTRAINT "_events_v_version_editions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_city_id_event_cities_id_fk" FOREIGN KEY ("version_city_id") REFERENCES "public"."event_cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_picture_id_media_id_fk" FOREIGN KEY ("version_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_organiser_coordinator_id_coordinators_id_fk" FOREIGN KEY ("version_organiser_coordinator_id") REFERENCES "public"."coordinators"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_cities_locales" ADD CONSTRAINT "event_cities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."event_cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_places" ADD CONSTRAINT "event_places_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_places" ADD CONSTRAINT "event_places_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_event_detail_order_idx" ON "pages_blocks_event_detail" USING btree ("_order");
  CREATE INDEX "pages_blocks_event_detail_parent_id_idx" ON "pages_blocks_event_detail" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_event_detail_path_idx" ON "pages_blocks_event_detail" USING btree ("_path");
  CREATE INDEX "pages_blocks_event_detail_locale_idx" ON "pages_blocks_event_detail" USING btree ("_locale");
  CREATE INDEX "pages_blocks_event_list_order_idx" ON "pages_blocks_event_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_event_list_parent_id_idx" ON "pages_blocks_event_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_event_list_path_idx" ON "pages_blocks_event_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_event_list_locale_idx" ON "pages_blocks_event_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_event_list_city_idx" ON "pages_blocks_event_list" USING btree ("city_id");
  CREATE INDEX "_pages_v_blocks_event_detail_order_idx" ON "_pages_v_blocks_event_detail" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_event_detail_parent_id_idx" ON "_pages_v_blocks_event_detail" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_event_detail_path_idx" ON "_pages_v_blocks_event_detail" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_event_detail_locale_idx" ON "_pages_v_blocks_event_detail" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_event_list_order_idx" ON "_pages_v_blocks_event_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_event_list_parent_id_idx" ON "_pages_v_blocks_event_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_event_list_path_idx" ON "_pages_v_blocks_event_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_event_list_locale_idx" ON "_pages_v_blocks_event_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_event_list_city_idx" ON "_pages_v_blocks_event_list" USING btree ("city_id");
  CREATE INDEX "events_prices_order_idx" ON "events_prices" USING btree ("_order");
  CREATE INDEX "events_prices_parent_id_idx" ON "events_prices" USING btree ("_parent_id");
  CREATE INDEX "events_editions_order_idx" ON "events_editions" USING btree ("order");
  CREATE INDEX "events_editions_parent_idx" ON "events_editions" USING btree ("parent_id");
  CREATE INDEX "events_city_idx" ON "events" USING btree ("city_id");
  CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");
  CREATE INDEX "events_picture_idx" ON "events" USING btree ("picture_id");
  CREATE INDEX "events_organiser_organiser_coordinator_idx" ON "events" USING btree ("organiser_coordinator_id");
  CREATE UNIQUE INDEX "events_key_idx" ON "events" USING btree ("key");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_version_prices_order_idx" ON "_events_v_version_prices" USING btree ("_order");
  CREATE INDEX "_events_v_version_prices_parent_id_idx" ON "_events_v_version_prices" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_editions_order_idx" ON "_events_v_version_editions" USING btree ("order");
  CREATE INDEX "_events_v_version_editions_parent_idx" ON "_events_v_version_editions" USING btree ("parent_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_city_idx" ON "_events_v" USING btree ("version_city_id");
  CREATE INDEX "_events_v_version_version_starts_at_idx" ON "_events_v" USING btree ("version_starts_at");
  CREATE INDEX "_events_v_version_version_picture_idx" ON "_events_v" USING btree ("version_picture_id");
  CREATE INDEX "_events_v_version_organiser_version_organiser_coordinato_idx" ON "_events_v" USING btree ("version_organiser_coordinator_id");
  CREATE INDEX "_events_v_version_version_key_idx" ON "_events_v" USING btree ("version_key");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_snapshot_idx" ON "_events_v" USING btree ("snapshot");
  CREATE INDEX "_events_v_published_locale_idx" ON "_events_v" USING btree ("published_locale");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "event_cities_slug_idx" ON "event_cities" USING btree ("slug");
  CREATE INDEX "event_cities_updated_at_idx" ON "event_cities" USING btree ("updated_at");
  CREATE INDEX "event_cities_created_at_idx" ON "event_cities" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_cities_locales_locale_parent_id_unique" ON "event_cities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "event_places_event_idx" ON "event_places" USING btree ("event_id");
  CREATE INDEX "event_places_customer_idx" ON "event_places" USING btree ("customer_id");
  CREATE INDEX "event_places_status_idx" ON "event_places" USING btree ("status");
  CREATE UNIQUE INDEX "event_places_key_idx" ON "event_places" USING btree ("key");
  CREATE INDEX "event_places_updated_at_idx" ON "event_places" USING btree ("updated_at");
  CREATE INDEX "event_places_created_at_idx" ON "event_places" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_cities_fk" FOREIGN KEY ("event_cities_id") REFERENCES "public"."event_cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_places_fk" FOREIGN KEY ("event_places_id") REFERENCES "public"."event_places"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_event_cities_id_idx" ON "payload_locked_documents_rels" USING btree ("event_cities_id");
  CREATE INDEX "payload_locked_documents_rels_event_places_id_idx" ON "payload_locked_documents_rels" USING btree ("event_places_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_event_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_event_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_event_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_event_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_editions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_editions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_cities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_cities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_places" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_event_detail" CASCADE;
  DROP TABLE "pages_blocks_event_list" CASCADE;
  DROP TABLE "_pages_v_blocks_event_detail" CASCADE;
  DROP TABLE "_pages_v_blocks_event_list" CASCADE;
  DROP TABLE "events_prices" CASCADE;
  DROP TABLE "events_editions" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "_events_v_version_prices" CASCADE;
  DROP TABLE "_events_v_version_editions" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_locales" CASCADE;
  DROP TABLE "event_cities" CASCADE;
  DROP TABLE "event_cities_locales" CASCADE;
  DROP TABLE "event_places" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_cities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_places_fk";
  
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_event_cities_id_idx";
  DROP INDEX "payload_locked_documents_rels_event_places_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_cities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_places_id";
  DROP TYPE "public"."enum_events_prices_currency";
  DROP TYPE "public"."enum_events_editions";
  DROP TYPE "public"."enum_events_startsat_tz";
  DROP TYPE "public"."enum_events_endsat_tz";
  DROP TYPE "public"."enum_events_joinuntil_tz";
  DROP TYPE "public"."enum_events_cancelbefore_tz";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_prices_currency";
  DROP TYPE "public"."enum__events_v_version_editions";
  DROP TYPE "public"."enum__events_v_version_startsat_tz";
  DROP TYPE "public"."enum__events_v_version_endsat_tz";
  DROP TYPE "public"."enum__events_v_version_joinuntil_tz";
  DROP TYPE "public"."enum__events_v_version_cancelbefore_tz";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum__events_v_published_locale";
  DROP TYPE "public"."enum_event_cities_time_zone";
  DROP TYPE "public"."enum_event_places_status";
  DROP TYPE "public"."enum_event_places_edition";`)
}
