CREATE TABLE "reporting_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_accounts_level_check" CHECK ("reporting_accounts"."level" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "reporting_companies" (
	"cust_no" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reporting_counts" (
	"location_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"device_id" integer NOT NULL,
	"enter" bigint DEFAULT 0 NOT NULL,
	"leave" bigint DEFAULT 0 NOT NULL,
	"alert" bigint DEFAULT 0 NOT NULL,
	"checkout" bigint DEFAULT 0 NOT NULL,
	"checkin" bigint DEFAULT 0 NOT NULL,
	"renewal" bigint DEFAULT 0 NOT NULL,
	"payment" bigint DEFAULT 0 NOT NULL,
	"patron_logon" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "reporting_counts_pkey" PRIMARY KEY("location_id","hour","device_id")
);
--> statement-breakpoint
CREATE TABLE "reporting_devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reporting_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cust_no" text NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"device_type" text NOT NULL,
	"time_zone" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_known_ip" text,
	"last_seen_at" timestamp with time zone,
	"license_purchase_id" text,
	"license_state" text DEFAULT 'active' NOT NULL,
	"last_license_transaction" date,
	"rt_id" text,
	"receipt_footer" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_devices_type_check" CHECK ("reporting_devices"."device_type" IN ('eco_gate', 'brickstream_people_counter', 'intenta', 'selfcheck')),
	CONSTRAINT "reporting_devices_license_state_check" CHECK ("reporting_devices"."license_state" IN ('active', 'trial', 'expired', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "reporting_events" (
	"device_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	"counted" boolean NOT NULL,
	"not_counted" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_events_pkey" PRIMARY KEY("device_id","seq")
);
--> statement-breakpoint
CREATE TABLE "reporting_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reporting_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cust_no" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"time_zone" text NOT NULL,
	"occ_mode" text DEFAULT 'enter_minus_leave' NOT NULL,
	"optimal_balance" integer,
	"balance_orange" integer,
	"balance_red" integer,
	"stats_available_from" date,
	"ignore_before" text,
	"ignore_after" text,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_locations_occ_mode_check" CHECK ("reporting_locations"."occ_mode" IN ('enter_minus_leave', 'none'))
);
--> statement-breakpoint
ALTER TABLE "reporting_accounts" ADD CONSTRAINT "reporting_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_companies" ADD CONSTRAINT "reporting_companies_cust_no_companies_cust_no_fk" FOREIGN KEY ("cust_no") REFERENCES "public"."companies"("cust_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_devices" ADD CONSTRAINT "reporting_devices_cust_no_reporting_companies_cust_no_fk" FOREIGN KEY ("cust_no") REFERENCES "public"."reporting_companies"("cust_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_devices" ADD CONSTRAINT "reporting_devices_location_id_reporting_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."reporting_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_locations" ADD CONSTRAINT "reporting_locations_cust_no_reporting_companies_cust_no_fk" FOREIGN KEY ("cust_no") REFERENCES "public"."reporting_companies"("cust_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_devices_token_hash_unique" ON "reporting_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "reporting_devices_company_idx" ON "reporting_devices" USING btree ("cust_no");--> statement-breakpoint
CREATE INDEX "reporting_devices_location_idx" ON "reporting_devices" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "reporting_locations_company_idx" ON "reporting_locations" USING btree ("cust_no");