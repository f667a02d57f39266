ALTER TABLE "organisations" ADD COLUMN "support_phone" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "support_email" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "support_hours" text;