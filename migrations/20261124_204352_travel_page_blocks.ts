import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_travel_coordinator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_travel_inclusions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_money_pot" boolean DEFAULT true,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_travel_itinerary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"show_map" boolean DEFAULT true,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_travel_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_moods" boolean DEFAULT true,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_travel_payment" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_travel_coordinator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"custom_css" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_travel_inclusions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_money_pot" boolean DEFAULT true,
  	"custom_css" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_travel_itinerary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"show_map" boolean DEFAULT true,
  	"custom_css" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_travel_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_moods" boolean DEFAULT true,
  	"custom_css" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_travel_payment" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"custom_css" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "travels" ADD COLUMN "promo_code" varchar;
  ALTER TABLE "travels" ADD COLUMN "promo_expires_on" timestamp(3) with time zone;
  ALTER TABLE "travels_locales" ADD COLUMN "additional_info" varchar;
  ALTER TABLE "pages_blocks_travel_coordinator" ADD CONSTRAINT "pages_blocks_travel_coordinator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_travel_inclusions" ADD CONSTRAINT "pages_blocks_travel_inclusions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_travel_itinerary" ADD CONSTRAINT "pages_blocks_travel_itinerary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_travel_overview" ADD CONSTRAINT "pages_blocks_travel_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_travel_payment" ADD CONSTRAINT "pages_blocks_travel_payment_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_travel_coordinator" ADD CONSTRAINT "_pages_v_blocks_travel_coordinator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_travel_inclusions" ADD CONSTRAINT "_pages_v_blocks_travel_inclusions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_travel_itinerary" ADD CONSTRAINT "_pages_v_blocks_travel_itinerary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_travel_overview" ADD CONSTRAINT "_pages_v_blocks_travel_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_travel_payment" ADD CONSTRAINT "_pages_v_blocks_travel_payment_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_travel_coordinator_order_idx" ON "pages_blocks_travel_coordinator" USING btree ("_order");
  CREATE INDEX "pages_blocks_travel_coordinator_parent_id_idx" ON "pages_blocks_travel_coordinator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_travel_coordinator_path_idx" ON "pages_blocks_travel_coordinator" USING btree ("_path");
  CREATE INDEX "pages_blocks_travel_coordinator_locale_idx" ON "pages_blocks_travel_coordinator" USING btree ("_locale");
  CREATE INDEX "pages_blocks_travel_inclusions_order_idx" ON "pages_blocks_travel_inclusions" USING btree ("_order");
  CREATE INDEX "pages_blocks_travel_inclusions_parent_id_idx" ON "pages_blocks_travel_inclusions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_travel_inclusions_path_idx" ON "pages_blocks_travel_inclusions" USING btree ("_path");
  CREATE INDEX "pages_blocks_travel_inclusions_locale_idx" ON "pages_blocks_travel_inclusions" USING btree ("_locale");
  CREATE INDEX "pages_blocks_travel_itinerary_order_idx" ON "pages_blocks_travel_itinerary" USING btree ("_order");
  CREATE INDEX "pages_blocks_travel_itinerary_parent_id_idx" ON "pages_blocks_travel_itinerary" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_travel_itinerary_path_idx" ON "pages_blocks_travel_itinerary" USING btree ("_path");
  CREATE INDEX "pages_blocks_travel_itinerary_locale_idx" ON "pages_blocks_travel_itinerary" USING btree ("_locale");
  CREATE INDEX "pages_blocks_travel_overview_order_idx" ON "pages_blocks_travel_overview" USING btree ("_order");
  CREATE INDEX "pages_blocks_travel_overview_parent_id_idx" ON "pages_blocks_travel_overview" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_travel_overview_path_idx" ON "pages_blocks_travel_overview" USING btree ("_path");
  CREATE INDEX "pages_blocks_travel_overview_locale_idx" ON "pages_blocks_travel_overview" USING btree ("_locale");
  CREATE INDEX "pages_blocks_travel_payment_order_idx" ON "pages_blocks_travel_payment" USING btree ("_order");
  CREATE INDEX "pages_blocks_travel_payment_parent_id_idx" ON "pages_blocks_travel_payment" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_travel_payment_path_idx" ON "pages_blocks_travel_payment" USING btree ("_path");
  CREATE INDEX "pages_blocks_travel_payment_locale_idx" ON "pages_blocks_travel_payment" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_travel_coordinator_order_idx" ON "_pages_v_blocks_travel_coordinator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_travel_coordinator_parent_id_idx" ON "_pages_v_blocks_travel_coordinator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_travel_coordinator_path_idx" ON "_pages_v_blocks_travel_coordinator" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_travel_coordinator_locale_idx" ON "_pages_v_blocks_travel_coordinator" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_travel_inclusions_order_idx" ON "_pages_v_blocks_travel_inclusions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_travel_inclusions_parent_id_idx" ON "_pages_v_blocks_travel_inclusions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_travel_inclusions_path_idx" ON "_pages_v_blocks_travel_inclusions" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_travel_inclusions_locale_idx" ON "_pages_v_blocks_travel_inclusions" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_travel_itinerary_order_idx" ON "_pages_v_blocks_travel_itinerary" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_travel_itinerary_parent_id_idx" ON "_pages_v_blocks_travel_itinerary" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_travel_itinerary_path_idx" ON "_pages_v_blocks_travel_itinerary" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_travel_itinerary_locale_idx" ON "_pages_v_blocks_travel_itinerary" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_travel_overview_order_idx" ON "_pages_v_blocks_travel_overview" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_travel_overview_parent_id_idx" ON "_pages_v_blocks_travel_overview" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_travel_overview_path_idx" ON "_pages_v_blocks_travel_overview" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_travel_overview_locale_idx" ON "_pages_v_blocks_travel_overview" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_travel_payment_order_idx" ON "_pages_v_blocks_travel_payment" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_travel_payment_parent_id_idx" ON "_pages_v_blocks_travel_payment" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_travel_payment_path_idx" ON "_pages_v_blocks_travel_payment" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_travel_payment_locale_idx" ON "_pages_v_blocks_travel_payment" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_travel_coordinator" CASCADE;
  DROP TABLE "pages_blocks_travel_inclusions" CASCADE;
  DROP TABLE "pages_blocks_travel_itinerary" CASCADE;
  DROP TABLE "pages_blocks_travel_overview" CASCADE;
  DROP TABLE "pages_blocks_travel_payment" CASCADE;
  DROP TABLE "_pages_v_blocks_travel_coordinator" CASCADE;
  DROP TABLE "_pages_v_blocks_travel_inclusions" CASCADE;
  DROP TABLE "_pages_v_blocks_travel_itinerary" CASCADE;
  DROP TABLE "_pages_v_blocks_travel_overview" CASCADE;
  DROP TABLE "_pages_v_blocks_travel_payment" CASCADE;
  ALTER TABLE "travels" DROP COLUMN "promo_code";
  ALTER TABLE "travels" DROP COLUMN "promo_expires_on";
  ALTER TABLE "travels_locales" DROP COLUMN "additional_info";`)
}
