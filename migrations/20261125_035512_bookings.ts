import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_travellers_gender" AS ENUM('female', 'male', 'other', 'undisclosed');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('pending', 'confirmed', 'cancelled');
  CREATE TABLE "bookings_travellers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"gender" "enum_bookings_travellers_gender" NOT NULL,
  	"birth_year" numeric,
  	"first_trip" boolean DEFAULT false,
  	"trips_done" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"system_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"tour_id" integer NOT NULL,
  	"status" "enum_bookings_status" DEFAULT 'confirmed' NOT NULL,
  	"travellers_count" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booking_systems" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"key_hint" varchar,
  	"key_hash" varchar,
  	"revoked" boolean DEFAULT false,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_systems_id" integer;
  ALTER TABLE "bookings_travellers" ADD CONSTRAINT "bookings_travellers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_system_id_booking_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."booking_systems"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "bookings_travellers_order_idx" ON "bookings_travellers" USING btree ("_order");
  CREATE INDEX "bookings_travellers_parent_id_idx" ON "bookings_travellers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "bookings_reference_idx" ON "bookings" USING btree ("reference");
  CREATE INDEX "bookings_system_idx" ON "bookings" USING btree ("system_id");
  CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id");
  CREATE INDEX "bookings_tour_idx" ON "bookings" USING btree ("tour_id");
  CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE UNIQUE INDEX "booking_systems_name_idx" ON "booking_systems" USING btree ("name");
  CREATE UNIQUE INDEX "booking_systems_key_hash_idx" ON "booking_systems" USING btree ("key_hash");
  CREATE INDEX "booking_systems_updated_at_idx" ON "booking_systems" USING btree ("updated_at");
  CREATE INDEX "booking_systems_created_at_idx" ON "booking_systems" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_systems_fk" FOREIGN KEY ("booking_systems_id") REFERENCES "public"."booking_systems"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  CREATE INDEX "payload_locked_documents_rels_booking_systems_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_systems_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings_travellers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_systems" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bookings_travellers" CASCADE;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "booking_systems" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_systems_fk";
  
  DROP INDEX "payload_locked_documents_rels_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_booking_systems_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_systems_id";
  DROP TYPE "public"."enum_bookings_travellers_gender";
  DROP TYPE "public"."enum_bookings_status";`)
}
