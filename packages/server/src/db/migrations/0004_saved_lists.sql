CREATE TABLE "saved_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cust_no" text NOT NULL,
	"name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "saved_lists_name_check" CHECK (char_length("saved_lists"."name") BETWEEN 1 AND 80)
);
--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_cust_no_companies_cust_no_fk" FOREIGN KEY ("cust_no") REFERENCES "public"."companies"("cust_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_lists_company_name_unique" ON "saved_lists" USING btree ("cust_no",lower("name"));