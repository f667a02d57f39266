CREATE TABLE "live_carts" (
	"cust_no" text PRIMARY KEY NOT NULL,
	"recording" jsonb NOT NULL,
	"event_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "live_carts_event_count_check" CHECK ("live_carts"."event_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "live_carts" ADD CONSTRAINT "live_carts_cust_no_companies_cust_no_fk" FOREIGN KEY ("cust_no") REFERENCES "public"."companies"("cust_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_carts" ADD CONSTRAINT "live_carts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;