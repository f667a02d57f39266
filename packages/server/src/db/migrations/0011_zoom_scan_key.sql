DROP INDEX "patient_deliveries_scan_idx";--> statement-breakpoint
ALTER TABLE "patient_deliveries" ADD COLUMN "scan_key" text;--> statement-breakpoint
CREATE INDEX "patient_deliveries_scan_key_idx" ON "patient_deliveries" USING btree ("cust_no","scan_key");--> statement-breakpoint
ALTER TABLE "patient_deliveries" ADD CONSTRAINT "patient_deliveries_scan_key_anonymised" CHECK ("patient_deliveries"."anonymised_at" IS NULL OR "patient_deliveries"."scan_key" IS NULL);