CREATE TABLE "reporting_report_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reporting_report_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"claim_token" text,
	"last_error" text,
	"enqueued_at" timestamp with time zone,
	"manual" boolean DEFAULT false NOT NULL,
	"file_name" text,
	"content_type" text,
	"file_base64" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_report_runs_status_check" CHECK ("reporting_report_runs"."status" IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "reporting_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reporting_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cust_no" text NOT NULL,
	"owner_user_id" integer,
	"report" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location_id" integer NOT NULL,
	"device_id" integer,
	"recipients" jsonb NOT NULL,
	"max_rows_in_email" integer DEFAULT 50 NOT NULL,
	"interval" text NOT NULL,
	"period" text NOT NULL,
	"trigger" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"format" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"lastsent" timestamp with time zone,
	"scheduled_through" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reporting_reports_format_check" CHECK ("reporting_reports"."format" IN ('csv', 'pdf', 'xlsx')),
	CONSTRAINT "reporting_reports_interval_check" CHECK ("reporting_reports"."interval" IN ('automatic', 'h', 'D', 'M', 'Y')),
	CONSTRAINT "reporting_reports_period_check" CHECK ("reporting_reports"."period" IN ('D', 'W', 'M', 'Y', 'custom')),
	CONSTRAINT "reporting_reports_trigger_check" CHECK ("reporting_reports"."trigger" IN ('0', '1', '2', '3', '4', '5', '6', 'D', 'M', 'Y', 'adhoc'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "report_run_id" integer;--> statement-breakpoint
ALTER TABLE "reporting_report_runs" ADD CONSTRAINT "reporting_report_runs_report_id_reporting_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reporting_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_reports" ADD CONSTRAINT "reporting_reports_cust_no_reporting_companies_cust_no_fk" FOREIGN KEY ("cust_no") REFERENCES "public"."reporting_companies"("cust_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_reports" ADD CONSTRAINT "reporting_reports_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_reports" ADD CONSTRAINT "reporting_reports_location_id_reporting_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."reporting_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_report_runs_period_unique" ON "reporting_report_runs" USING btree ("report_id","period_from","period_to") WHERE NOT "reporting_report_runs"."manual";--> statement-breakpoint
CREATE INDEX "reporting_report_runs_due_idx" ON "reporting_report_runs" USING btree ("run_after","id") WHERE "reporting_report_runs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reporting_reports_company_idx" ON "reporting_reports" USING btree ("cust_no");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_report_run_recipient_unique" ON "outbox" USING btree ("report_run_id","to_address") WHERE "outbox"."report_run_id" IS NOT NULL;