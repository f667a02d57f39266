CREATE TABLE "patient_deliveries" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"cust_no" text NOT NULL,
	"scanner" text NOT NULL,
	"replacement" boolean DEFAULT false NOT NULL,
	"replaces_order_nr" text,
	"consents" jsonb NOT NULL,
	"country" text NOT NULL,
	"scan_id" text,
	"first_name" text,
	"last_name" text,
	"street" text,
	"number" text,
	"zip" text,
	"city" text,
	"state" text,
	"email" text,
	"phone" text,
	"ordered_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"anonymised_at" timestamp with time zone,
	CONSTRAINT "patient_deliveries_complete_or_anonymised" CHECK (("patient_deliveries"."anonymised_at" IS NULL AND "patient_deliveries"."scan_id" IS NOT NULL AND "patient_deliveries"."first_name" IS NOT NULL AND "patient_deliveries"."last_name" IS NOT NULL AND "patient_deliveries"."street" IS NOT NULL AND "patient_deliveries"."number" IS NOT NULL AND "patient_deliveries"."zip" IS NOT NULL AND "patient_deliveries"."city" IS NOT NULL AND "patient_deliveries"."state" IS NOT NULL AND "patient_deliveries"."email" IS NOT NULL AND "patient_deliveries"."phone" IS NOT NULL)
        OR ("patient_deliveries"."anonymised_at" IS NOT NULL AND "patient_deliveries"."scan_id" IS NULL AND "patient_deliveries"."first_name" IS NULL AND "patient_deliveries"."last_name" IS NULL AND "patient_deliveries"."street" IS NULL AND "patient_deliveries"."number" IS NULL AND "patient_deliveries"."zip" IS NULL AND "patient_deliveries"."city" IS NULL AND "patient_deliveries"."state" IS NULL AND "patient_deliveries"."email" IS NULL AND "patient_deliveries"."phone" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "zoom_delivered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "patient_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_deliveries" ADD CONSTRAINT "patient_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_deliveries" ADD CONSTRAINT "patient_deliveries_cust_no_companies_cust_no_fk" FOREIGN KEY ("cust_no") REFERENCES "public"."companies"("cust_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_deliveries_scan_idx" ON "patient_deliveries" USING btree ("cust_no",lower("scan_id"));--> statement-breakpoint
CREATE INDEX "patient_deliveries_retention_idx" ON "patient_deliveries" USING btree (coalesce("delivered_at", "ordered_at")) WHERE "patient_deliveries"."anonymised_at" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" IN ('shop', 'patient_delivery'));