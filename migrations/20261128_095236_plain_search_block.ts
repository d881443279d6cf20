import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_plain_search_examples" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"request" varchar
  );
  
  CREATE TABLE "pages_blocks_plain_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"custom_css" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_plain_search_examples" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"request" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_plain_search" (
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
  
  ALTER TABLE "pages_blocks_plain_search_examples" ADD CONSTRAINT "pages_blocks_plain_search_examples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_plain_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_plain_search" ADD CONSTRAINT "pages_blocks_plain_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_plain_search_examples" ADD CONSTRAINT "_pages_v_blocks_plain_search_examples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_plain_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_plain_search" ADD CONSTRAINT "_pages_v_blocks_plain_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_plain_search_examples_order_idx" ON "pages_blocks_plain_search_examples" USING btree ("_order");
  CREATE INDEX "pages_blocks_plain_search_examples_parent_id_idx" ON "pages_blocks_plain_search_examples" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_plain_search_examples_locale_idx" ON "pages_blocks_plain_search_examples" USING btree ("_locale");
  CREATE INDEX "pages_blocks_plain_search_order_idx" ON "pages_blocks_plain_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_plain_search_parent_id_idx" ON "pages_blocks_plain_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_plain_search_path_idx" ON "pages_blocks_plain_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_plain_search_locale_idx" ON "pages_blocks_plain_search" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_plain_search_examples_order_idx" ON "_pages_v_blocks_plain_search_examples" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_plain_search_examples_parent_id_idx" ON "_pages_v_blocks_plain_search_examples" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_plain_search_examples_locale_idx" ON "_pages_v_blocks_plain_search_examples" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_plain_search_order_idx" ON "_pages_v_blocks_plain_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_plain_search_parent_id_idx" ON "_pages_v_blocks_plain_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_plain_search_path_idx" ON "_pages_v_blocks_plain_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_plain_search_locale_idx" ON "_pages_v_blocks_plain_search" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_plain_search_examples" CASCADE;
  DROP TABLE "pages_blocks_plain_search" CASCADE;
  DROP TABLE "_pages_v_blocks_plain_search_examples" CASCADE;
  DROP TABLE "_pages_v_blocks_plain_search" CASCADE;`)
}
