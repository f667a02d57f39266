CREATE TABLE "reporting_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reporting_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"device_id" integer,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"occupancy" integer,
	"recipients" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_alerts_kind_check" CHECK ("reporting_alerts"."kind" IN ('occupancy_red', 'occupancy_back', 'device_silent', 'device_back'))
);
--> statement-breakpoint
ALTER TABLE "reporting_devices" ADD COLUMN "expected_interval_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "reporting_devices" ADD COLUMN "silent_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reporting_locations" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reporting_locations" ADD COLUMN "public_slug" text;--> statement-breakpoint
ALTER TABLE "reporting_locations" ADD COLUMN "public_embed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reporting_locations" ADD COLUMN "alert_recipients" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reporting_locations" ADD COLUMN "alert_state" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "reporting_locations" ADD COLUMN "last_red_alert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reporting_alerts" ADD CONSTRAINT "reporting_alerts_location_id_reporting_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."reporting_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_alerts" ADD CONSTRAINT "reporting_alerts_device_id_reporting_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."reporting_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reporting_alerts_location_idx" ON "reporting_alerts" USING btree ("location_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_locations_public_slug_unique" ON "reporting_locations" USING btree ("public_slug");--> statement-breakpoint
ALTER TABLE "reporting_locations" ADD CONSTRAINT "reporting_locations_alert_state_check" CHECK ("reporting_locations"."alert_state" IN ('normal', 'red'));