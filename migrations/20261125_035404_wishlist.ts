import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "wishlist_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"travel_id" integer NOT NULL,
  	"tour_id" integer,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "wishlist_items_id" integer;
  ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_travel_id_travels_id_fk" FOREIGN KEY ("travel_id") REFERENCES "public"."travels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "wishlist_items_customer_idx" ON "wishlist_items" USING btree ("customer_id");
  CREATE INDEX "wishlist_items_travel_idx" ON "wishlist_items" USING btree ("travel_id");
  CREATE INDEX "wishlist_items_tour_idx" ON "wishlist_items" USING btree ("tour_id");
  CREATE UNIQUE INDEX "wishlist_items_key_idx" ON "wishlist_items" USING btree ("key");
  CREATE INDEX "wishlist_items_updated_at_idx" ON "wishlist_items" USING btree ("updated_at");
  CREATE INDEX "wishlist_items_created_at_idx" ON "wishlist_items" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wishlist_items_fk" FOREIGN KEY ("wishlist_items_id") REFERENCES "public"."wishlist_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_wishlist_items_id_idx" ON "payload_locked_documents_rels" USING btree ("wishlist_items_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "wishlist_items" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "wishlist_items" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_wishlist_items_fk";
  
  DROP INDEX "payload_locked_documents_rels_wishlist_items_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "wishlist_items_id";`)
}
