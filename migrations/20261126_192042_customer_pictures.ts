import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "customer_pictures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  ALTER TABLE "customers" DROP CONSTRAINT "customers_picture_id_media_id_fk";
  -- A picture was an editors' media item until now (customers could not set one): it is not the customer's own upload.
  UPDATE "customers" SET "picture_id" = NULL WHERE "picture_id" IS NOT NULL;
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customer_pictures_id" integer;
  ALTER TABLE "customer_pictures" ADD CONSTRAINT "customer_pictures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "customer_pictures_customer_idx" ON "customer_pictures" USING btree ("customer_id");
  CREATE INDEX "customer_pictures_updated_at_idx" ON "customer_pictures" USING btree ("updated_at");
  CREATE INDEX "customer_pictures_created_at_idx" ON "customer_pictures" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_pictures_filename_idx" ON "customer_pictures" USING btree ("filename");
  ALTER TABLE "customers" ADD CONSTRAINT "customers_picture_id_customer_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."customer_pictures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customer_pictures_fk" FOREIGN KEY ("customer_pictures_id") REFERENCES "public"."customer_pictures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_customer_pictures_id_idx" ON "payload_locked_documents_rels" USING btree ("customer_pictures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" DROP CONSTRAINT "customers_picture_id_customer_pictures_id_fk";
  UPDATE "customers" SET "picture_id" = NULL WHERE "picture_id" IS NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customer_pictures_fk";
  DROP INDEX "payload_locked_documents_rels_customer_pictures_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customer_pictures_id";
  DROP TABLE "customer_pictures" CASCADE;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;`)
}
