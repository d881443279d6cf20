import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_travels_moods_mood" AS ENUM('nature', 'relax', 'history', 'culture', 'party');
  CREATE TYPE "public"."enum_travels_age_badge" AS ENUM('25-35', '35-49');
  CREATE TYPE "public"."enum_tours_status" AS ENUM('PLANNED', 'ALMOST_CONFIRMED', 'CONFIRMED', 'ALMOST_FULL', 'WAITING_LIST', 'SOLD_OUT');
  CREATE TYPE "public"."enum_tours_age_badge" AS ENUM('25-35', '35-49');
  CREATE TYPE "public"."enum_continents_code" AS ENUM('europe', 'asia', 'africa', 'america', 'oceania', 'antarctica');
  CREATE TYPE "public"."enum_periods_type" AS ENUM('month', 'period', 'event', 'custom');
  CREATE TABLE "travels_previous_slugs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL
  );
  
  CREATE TABLE "travels_moods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"mood" "enum_travels_moods_mood" NOT NULL,
  	"percentage" numeric NOT NULL
  );
  
  CREATE TABLE "travels_stages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"place" varchar,
  	"latitude" numeric,
  	"longitude" numeric
  );
  
  CREATE TABLE "travels_stages_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "travels_inclusions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "travels_exclusions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "travels_money_pot" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "travels_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" varchar NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL
  );
  
  CREATE TABLE "travels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number_of_days" integer NOT NULL,
  	"age_badge" "enum_travels_age_badge",
  	"relevance" integer DEFAULT 0,
  	"is_no_sharing_room_available" boolean DEFAULT false,
  	"travel_style_id" integer,
  	"travel_type_id" integer,
  	"cost_center_id" integer,
  	"thumbnail_image_mobile_id" integer,
  	"thumbnail_image_desktop_id" integer,
  	"coordinator_id" integer,
  	"published" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	CONSTRAINT "travels_days_check" CHECK (number_of_days BETWEEN 1 AND 365)
  );
  
  CREATE TABLE "travels_locales" (
  	"title" varchar NOT NULL,
  	"search_text" varchar,
  	"slug" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "travels_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"destinations_id" integer,
  	"badges_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "tours" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"travel_id" integer NOT NULL,
  	"status" "enum_tours_status" DEFAULT 'PLANNED' NOT NULL,
  	"age_badge" "enum_tours_age_badge",
  	"position" integer DEFAULT 0,
  	"starting_date" timestamp(3) with time zone NOT NULL,
  	"ending_date" timestamp(3) with time zone NOT NULL,
  	"free_seats" integer DEFAULT 0 NOT NULL,
  	"seats_to_confirm" integer DEFAULT 0 NOT NULL,
  	"max_group_size" integer DEFAULT 15 NOT NULL,
  	"prices_eur_base_price" integer NOT NULL,
  	"prices_eur_price" integer NOT NULL,
  	"prices_eur_discount" integer,
  	"prices_gbp_base_price" integer NOT NULL,
  	"prices_gbp_price" integer NOT NULL,
  	"prices_gbp_discount" integer,
  	"prices_usd_base_price" integer NOT NULL,
  	"prices_usd_price" integer NOT NULL,
  	"prices_usd_discount" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	CONSTRAINT "tours_seats_check" CHECK (free_seats >= 0 AND seats_to_confirm >= 0 AND max_group_size >= 1 AND free_seats <= max_group_size),
  	CONSTRAINT "tours_dates_check" CHECK (ending_date >= starting_date),
  	CONSTRAINT "tours_prices_eur_check" CHECK (prices_eur_price >= 0 AND prices_eur_price <= prices_eur_base_price AND prices_eur_discount = prices_eur_base_price - prices_eur_price),
  	CONSTRAINT "tours_prices_gbp_check" CHECK (prices_gbp_price >= 0 AND prices_gbp_price <= prices_gbp_base_price AND prices_gbp_discount = prices_gbp_base_price - prices_gbp_price),
  	CONSTRAINT "tours_prices_usd_check" CHECK (prices_usd_price >= 0 AND prices_usd_price <= prices_usd_base_price AND prices_usd_discount = prices_usd_base_price - prices_usd_price)
  );
  
  CREATE TABLE "destinations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"iso_code_alpha3" varchar NOT NULL,
  	"continent_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "destinations_locales" (
  	"name" varchar NOT NULL,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "continents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" "enum_continents_code" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "continents_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "badges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "badges_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "travel_styles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "travel_styles_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "travel_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "travel_types_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cost_centers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cost_centers_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "periods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_periods_type" NOT NULL,
  	"year" numeric NOT NULL,
  	"icon_id" integer,
  	"starting_date" timestamp(3) with time zone NOT NULL,
  	"ending_date" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "periods_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "coordinators" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"city" varchar,
  	"slug" varchar NOT NULL,
  	"picture_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coordinators_locales" (
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "travels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tours_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "destinations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "continents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "badges_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "travel_styles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "travel_types_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cost_centers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "periods_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coordinators_id" integer;
  ALTER TABLE "travels_previous_slugs" ADD CONSTRAINT "travels_previous_slugs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travels_moods" ADD CONSTRAINT "travels_moods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travels_stages" ADD CONSTRAINT "travels_stages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travels_stages_locales" ADD CONSTRAINT "travels_stages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travels_stages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travels_inclusions" ADD CONSTRAINT "travels_inclusions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travels_exclusions" ADD CONSTRAINT "travels_exclusions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travels_money_pot" ADD CONSTRAINT "travels_money_pot_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travels_faq" ADD CONSTRAINT "travels_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travels" ADD CONSTRAINT "travels_travel_style_id_travel_styles_id_fk" FOREIGN KEY ("travel_style_id") REFERENCES "public"."travel_styles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "travels" ADD CONSTRAINT "travels_travel_type_id_travel_types_id_fk" FOREIGN KEY ("travel_type_id") REFERENCES "public"."travel_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "travels" ADD CONSTRAINT "travels_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "travels" ADD CONSTRAINT "travels_thumbnail_image_mobile_id_media_id_fk" FOREIGN KEY ("thumbnail_image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "travels" ADD CONSTRAINT "travels_thumbnail_image_desktop_id_media_id_fk" FOREIGN KEY ("thumbnail_image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "travels" ADD CONSTRAINT "travels_coordinator_id_coordinators_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "public"."coordinators"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "travels_locales" ADD CONSTRAINT "travels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travels_rels" ADD CONSTRAINT "travels_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."travels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travels_rels" ADD CONSTRAINT "travels_rels_destinations_fk" FOREIGN KEY ("destinations_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travels_rels" ADD CONSTRAINT "travels_rels_badges_fk" FOREIGN KEY ("badges_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travels_rels" ADD CONSTRAINT "travels_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tours" ADD CONSTRAINT "tours_travel_id_travels_id_fk" FOREIGN KEY ("travel_id") REFERENCES "public"."travels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "destinations" ADD CONSTRAINT "destinations_continent_id_continents_id_fk" FOREIGN KEY ("continent_id") REFERENCES "public"."continents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "destinations_locales" ADD CONSTRAINT "destinations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "continents_locales" ADD CONSTRAINT "continents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."continents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "badges_locales" ADD CONSTRAINT "badges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travel_styles_locales" ADD CONSTRAINT "travel_styles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travel_styles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travel_types_locales" ADD CONSTRAINT "travel_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travel_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_centers_locales" ADD CONSTRAINT "cost_centers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_centers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "periods" ADD CONSTRAINT "periods_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "periods_locales" ADD CONSTRAINT "periods_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."periods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coordinators" ADD CONSTRAINT "coordinators_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coordinators_locales" ADD CONSTRAINT "coordinators_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coordinators"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "travels_previous_slugs_order_idx" ON "travels_previous_slugs" USING btree ("_order");
  CREATE INDEX "travels_previous_slugs_parent_id_idx" ON "travels_previous_slugs" USING btree ("_parent_id");
  CREATE INDEX "travels_previous_slugs_locale_idx" ON "travels_previous_slugs" USING btree ("_locale");
  CREATE INDEX "travels_previous_slugs_slug_idx" ON "travels_previous_slugs" USING btree ("slug");
  CREATE INDEX "travels_moods_order_idx" ON "travels_moods" USING btree ("_order");
  CREATE INDEX "travels_moods_parent_id_idx" ON "travels_moods" USING btree ("_parent_id");
  CREATE INDEX "travels_stages_order_idx" ON "travels_stages" USING btree ("_order");
  CREATE INDEX "travels_stages_parent_id_idx" ON "travels_stages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "travels_stages_locales_locale_parent_id_unique" ON "travels_stages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "travels_inclusions_order_idx" ON "travels_inclusions" USING btree ("_order");
  CREATE INDEX "travels_inclusions_parent_id_idx" ON "travels_inclusions" USING btree ("_parent_id");
  CREATE INDEX "travels_inclusions_locale_idx" ON "travels_inclusions" USING btree ("_locale");
  CREATE INDEX "travels_exclusions_order_idx" ON "travels_exclusions" USING btree ("_order");
  CREATE INDEX "travels_exclusions_parent_id_idx" ON "travels_exclusions" USING btree ("_parent_id");
  CREATE INDEX "travels_exclusions_locale_idx" ON "travels_exclusions" USING btree ("_locale");
  CREATE INDEX "travels_money_pot_order_idx" ON "travels_money_pot" USING btree ("_order");
  CREATE INDEX "travels_money_pot_parent_id_idx" ON "travels_money_pot" USING btree ("_parent_id");
  CREATE INDEX "travels_money_pot_locale_idx" ON "travels_money_pot" USING btree ("_locale");
  CREATE INDEX "travels_faq_order_idx" ON "travels_faq" USING btree ("_order");
  CREATE INDEX "travels_faq_parent_id_idx" ON "travels_faq" USING btree ("_parent_id");
  CREATE INDEX "travels_faq_locale_idx" ON "travels_faq" USING btree ("_locale");
  CREATE INDEX "travels_number_of_days_idx" ON "travels" USING btree ("number_of_days");
  CREATE INDEX "travels_relevance_idx" ON "travels" USING btree ("relevance");
  CREATE INDEX "travels_travel_style_idx" ON "travels" USING btree ("travel_style_id");
  CREATE INDEX "travels_travel_type_idx" ON "travels" USING btree ("travel_type_id");
  CREATE INDEX "travels_cost_center_idx" ON "travels" USING btree ("cost_center_id");
  CREATE INDEX "travels_thumbnail_image_thumbnail_image_mobile_idx" ON "travels" USING btree ("thumbnail_image_mobile_id");
  CREATE INDEX "travels_thumbnail_image_thumbnail_image_desktop_idx" ON "travels" USING btree ("thumbnail_image_desktop_id");
  CREATE INDEX "travels_coordinator_idx" ON "travels" USING btree ("coordinator_id");
  CREATE INDEX "travels_published_idx" ON "travels" USING btree ("published");
  CREATE INDEX "travels_updated_at_idx" ON "travels" USING btree ("updated_at");
  CREATE INDEX "travels_created_at_idx" ON "travels" USING btree ("created_at");
  CREATE UNIQUE INDEX "travels_slug_idx" ON "travels_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "travels_locales_locale_parent_id_unique" ON "travels_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "travels_locales_text_idx" ON "travels_locales" USING gin (to_tsvector('simple', coalesce(search_text, '')));
  CREATE INDEX "travels_rels_order_idx" ON "travels_rels" USING btree ("order");
  CREATE INDEX "travels_rels_parent_idx" ON "travels_rels" USING btree ("parent_id");
  CREATE INDEX "travels_rels_path_idx" ON "travels_rels" USING btree ("path");
  CREATE INDEX "travels_rels_destinations_id_idx" ON "travels_rels" USING btree ("destinations_id");
  CREATE INDEX "travels_rels_badges_id_idx" ON "travels_rels" USING btree ("badges_id");
  CREATE INDEX "travels_rels_media_id_idx" ON "travels_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "tours_code_idx" ON "tours" USING btree ("code");
  CREATE INDEX "tours_travel_idx" ON "tours" USING btree ("travel_id");
  CREATE INDEX "tours_status_idx" ON "tours" USING btree ("status");
  CREATE INDEX "tours_starting_date_idx" ON "tours" USING btree ("starting_date");
  CREATE INDEX "tours_ending_date_idx" ON "tours" USING btree ("ending_date");
  CREATE INDEX "tours_updated_at_idx" ON "tours" USING btree ("updated_at");
  CREATE INDEX "tours_created_at_idx" ON "tours" USING btree ("created_at");
  CREATE INDEX "tours_travel_starting_idx" ON "tours" USING btree (travel_id,starting_date);
  CREATE INDEX "tours_starting_status_idx" ON "tours" USING btree (starting_date,status);
  CREATE UNIQUE INDEX "destinations_iso_code_alpha3_idx" ON "destinations" USING btree ("iso_code_alpha3");
  CREATE INDEX "destinations_continent_idx" ON "destinations" USING btree ("continent_id");
  CREATE INDEX "destinations_updated_at_idx" ON "destinations" USING btree ("updated_at");
  CREATE INDEX "destinations_created_at_idx" ON "destinations" USING btree ("created_at");
  CREATE UNIQUE INDEX "destinations_locales_locale_parent_id_unique" ON "destinations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "destinations_locales_text_idx" ON "destinations_locales" USING gin (to_tsvector('simple', coalesce(search_text, '')));
  CREATE UNIQUE INDEX "continents_code_idx" ON "continents" USING btree ("code");
  CREATE INDEX "continents_updated_at_idx" ON "continents" USING btree ("updated_at");
  CREATE INDEX "continents_created_at_idx" ON "continents" USING btree ("created_at");
  CREATE UNIQUE INDEX "continents_locales_locale_parent_id_unique" ON "continents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "badges_code_idx" ON "badges" USING btree ("code");
  CREATE INDEX "badges_updated_at_idx" ON "badges" USING btree ("updated_at");
  CREATE INDEX "badges_created_at_idx" ON "badges" USING btree ("created_at");
  CREATE UNIQUE INDEX "badges_locales_locale_parent_id_unique" ON "badges_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "travel_styles_code_idx" ON "travel_styles" USING btree ("code");
  CREATE INDEX "travel_styles_updated_at_idx" ON "travel_styles" USING btree ("updated_at");
  CREATE INDEX "travel_styles_created_at_idx" ON "travel_styles" USING btree ("created_at");
  CREATE UNIQUE INDEX "travel_styles_locales_locale_parent_id_unique" ON "travel_styles_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "travel_types_code_idx" ON "travel_types" USING btree ("code");
  CREATE INDEX "travel_types_updated_at_idx" ON "travel_types" USING btree ("updated_at");
  CREATE INDEX "travel_types_created_at_idx" ON "travel_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "travel_types_locales_locale_parent_id_unique" ON "travel_types_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "cost_centers_code_idx" ON "cost_centers" USING btree ("code");
  CREATE INDEX "cost_centers_updated_at_idx" ON "cost_centers" USING btree ("updated_at");
  CREATE INDEX "cost_centers_created_at_idx" ON "cost_centers" USING btree ("created_at");
  CREATE UNIQUE INDEX "cost_centers_locales_locale_parent_id_unique" ON "cost_centers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "periods_icon_idx" ON "periods" USING btree ("icon_id");
  CREATE INDEX "periods_starting_date_idx" ON "periods" USING btree ("starting_date");
  CREATE INDEX "periods_ending_date_idx" ON "periods" USING btree ("ending_date");
  CREATE INDEX "periods_updated_at_idx" ON "periods" USING btree ("updated_at");
  CREATE INDEX "periods_created_at_idx" ON "periods" USING btree ("created_at");
  CREATE UNIQUE INDEX "periods_locales_locale_parent_id_unique" ON "periods_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "coordinators_slug_idx" ON "coordinators" USING btree ("slug");
  CREATE INDEX "coordinators_picture_idx" ON "coordinators" USING btree ("picture_id");
  CREATE INDEX "coordinators_updated_at_idx" ON "coordinators" USING btree ("updated_at");
  CREATE INDEX "coordinators_created_at_idx" ON "coordinators" USING btree ("created_at");
  CREATE UNIQUE INDEX "coordinators_locales_locale_parent_id_unique" ON "coordinators_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_travels_fk" FOREIGN KEY ("travels_id") REFERENCES "public"."travels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tours_fk" FOREIGN KEY ("tours_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_destinations_fk" FOREIGN KEY ("destinations_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_continents_fk" FOREIGN KEY ("continents_id") REFERENCES "public"."continents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_badges_fk" FOREIGN KEY ("badges_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_travel_styles_fk" FOREIGN KEY ("travel_styles_id") REFERENCES "public"."travel_styles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_travel_types_fk" FOREIGN KEY ("travel_types_id") REFERENCES "public"."travel_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cost_centers_fk" FOREIGN KEY ("cost_centers_id") REFERENCES "public"."cost_centers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_periods_fk" FOREIGN KEY ("periods_id") REFERENCES "public"."periods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coordinators_fk" FOREIGN KEY ("coordinators_id") REFERENCES "public"."coordinators"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_travels_id_idx" ON "payload_locked_documents_rels" USING btree ("travels_id");
  CREATE INDEX "payload_locked_documents_rels_tours_id_idx" ON "payload_locked_documents_rels" USING btree ("tours_id");
  CREATE INDEX "payload_locked_documents_rels_destinations_id_idx" ON "payload_locked_documents_rels" USING btree ("destinations_id");
  CREATE INDEX "payload_locked_documents_rels_continents_id_idx" ON "payload_locked_documents_rels" USING btree ("continents_id");
  CREATE INDEX "payload_locked_documents_rels_badges_id_idx" ON "payload_locked_documents_rels" USING btree ("badges_id");
  CREATE INDEX "payload_locked_documents_rels_travel_styles_id_idx" ON "payload_locked_documents_rels" USING btree ("travel_styles_id");
  CREATE INDEX "payload_locked_documents_rels_travel_types_id_idx" ON "payload_locked_documents_rels" USING btree ("travel_types_id");
  CREATE INDEX "payload_locked_documents_rels_cost_centers_id_idx" ON "payload_locked_documents_rels" USING btree ("cost_centers_id");
  CREATE INDEX "payload_locked_documents_rels_periods_id_idx" ON "payload_locked_documents_rels" USING btree ("periods_id");
  CREATE INDEX "payload_locked_documents_rels_coordinators_id_idx" ON "payload_locked_documents_rels" USING btree ("coordinators_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "travels_previous_slugs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travels_moods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travels_stages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travels_stages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travels_inclusions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travels_exclusions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travels_money_pot" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travels_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travels_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travels_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "destinations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "destinations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "continents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "continents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "badges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "badges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travel_styles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travel_styles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travel_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travel_types_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cost_centers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cost_centers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "periods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "periods_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coordinators" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coordinators_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "travels_previous_slugs" CASCADE;
  DROP TABLE "travels_moods" CASCADE;
  DROP TABLE "travels_stages" CASCADE;
  DROP TABLE "travels_stages_locales" CASCADE;
  DROP TABLE "travels_inclusions" CASCADE;
  DROP TABLE "travels_exclusions" CASCADE;
  DROP TABLE "travels_money_pot" CASCADE;
  DROP TABLE "travels_faq" CASCADE;
  DROP TABLE "travels" CASCADE;
  DROP TABLE "travels_locales" CASCADE;
  DROP TABLE "travels_rels" CASCADE;
  DROP TABLE "tours" CASCADE;
  DROP TABLE "destinations" CASCADE;
  DROP TABLE "destinations_locales" CASCADE;
  DROP TABLE "continents" CASCADE;
  DROP TABLE "continents_locales" CASCADE;
  DROP TABLE "badges" CASCADE;
  DROP TABLE "badges_locales" CASCADE;
  DROP TABLE "travel_styles" CASCADE;
  DROP TABLE "travel_styles_locales" CASCADE;
  DROP TABLE "travel_types" CASCADE;
  DROP TABLE "travel_types_locales" CASCADE;
  DROP TABLE "cost_centers" CASCADE;
  DROP TABLE "cost_centers_locales" CASCADE;
  DROP TABLE "periods" CASCADE;
  DROP TABLE "periods_locales" CASCADE;
  DROP TABLE "coordinators" CASCADE;
  DROP TABLE "coordinators_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_travels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tours_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_destinations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_continents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_badges_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_travel_styles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_travel_types_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cost_centers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_periods_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coordinators_fk";
  
  DROP INDEX "payload_locked_documents_rels_travels_id_idx";
  DROP INDEX "payload_locked_documents_rels_tours_id_idx";
  DROP INDEX "payload_locked_documents_rels_destinations_id_idx";
  DROP INDEX "payload_locked_documents_rels_continents_id_idx";
  DROP INDEX "payload_locked_documents_rels_badges_id_idx";
  DROP INDEX "payload_locked_documents_rels_travel_styles_id_idx";
  DROP INDEX "payload_locked_documents_rels_travel_types_id_idx";
  DROP INDEX "payload_locked_documents_rels_cost_centers_id_idx";
  DROP INDEX "payload_locked_documents_rels_periods_id_idx";
  DROP INDEX "payload_locked_documents_rels_coordinators_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "travels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tours_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "destinations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "continents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "badges_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "travel_styles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "travel_types_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cost_centers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "periods_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coordinators_id";
  DROP TYPE "public"."enum_travels_moods_mood";
  DROP TYPE "public"."enum_travels_age_badge";
  DROP TYPE "public"."enum_tours_status";
  DROP TYPE "public"."enum_tours_age_badge";
  DROP TYPE "public"."enum_continents_code";
  DROP TYPE "public"."enum_periods_type";`)
}
