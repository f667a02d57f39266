ALTER TABLE "users" ADD COLUMN "company_confirmed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "refusal_reason" text;