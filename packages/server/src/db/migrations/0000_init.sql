CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"action" text NOT NULL,
	"on_behalf_cust_no" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" text NOT NULL,
	"language" text NOT NULL,
	"key" text NOT NULL,
	"link" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"parent_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"cust_no" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"organisation_id" text NOT NULL,
	"license_valid" text DEFAULT 'PENDING' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_xtra" text DEFAULT '' NOT NULL,
	"postalcode" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_license_valid_check" CHECK ("companies"."license_valid" IN ('APPROVED', 'PENDING', 'INVALID')),
	CONSTRAINT "companies_cust_no_digits" CHECK ("companies"."cust_no" ~ '^[0-9]{2,7}$')
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"type" text NOT NULL,
	"lang" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"data" jsonb NOT NULL,
	"first_publication_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_publication_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"organisation_id" text,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal_cents" integer,
	"active" boolean DEFAULT true NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" IN ('percent', 'amount')),
	CONSTRAINT "coupons_value_check" CHECK ("coupons"."value" >= 0 AND ("coupons"."kind" <> 'percent' OR "coupons"."value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "hostnames" (
	"hostname" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"shop_config_id" text NOT NULL,
	"locales" text[] NOT NULL,
	"environment" text DEFAULT 'production' NOT NULL,
	"maintenance_mode" boolean DEFAULT false NOT NULL,
	CONSTRAINT "hostnames_lower_case" CHECK ("hostnames"."hostname" = lower("hostnames"."hostname"))
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"line_id" text NOT NULL,
	"part_no" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_requested" integer,
	"unit_price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"promo" boolean DEFAULT false NOT NULL,
	"bundle_info" jsonb,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" >= 0),
	CONSTRAINT "order_lines_amounts_check" CHECK ("order_lines"."unit_price_cents" >= 0 AND "order_lines"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_nr" text NOT NULL,
	"organisation_id" text NOT NULL,
	"cust_no" text NOT NULL,
	"placed_by_user_id" integer NOT NULL,
	"on_behalf" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"shipping_method" text DEFAULT 'Standard' NOT NULL,
	"address_key" text,
	"shipping_address" jsonb,
	"coupon_code" text,
	"payment_type" text,
	"payment_method" text,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"submit_response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_nr_unique" UNIQUE("order_nr"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('draft', 'received', 'in_process', 'processed', 'shipped', 'delivered', 'canceled')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal_cents" >= 0 AND "orders"."discount_cents" >= 0 AND "orders"."shipping_cents" >= 0 AND "orders"."tax_cents" >= 0 AND "orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"max_order_count_year" integer,
	"maintenance_mode" boolean DEFAULT false NOT NULL,
	"maintenance_title" text,
	"maintenance_message" text,
	"academy" text,
	"terms_of_use" text,
	"privacy_notice" text,
	"locales" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_max_order_count_year_check" CHECK ("organisations"."max_order_count_year" IS NULL OR "organisations"."max_order_count_year" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_nr" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" IN ('card', 'wallet')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('pending', 'completed', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"organisation_id" text NOT NULL,
	"part_no" text NOT NULL,
	"language" text NOT NULL,
	"sku_name" text NOT NULL,
	"sku_description" text NOT NULL,
	"filters" text[] DEFAULT '{}'::text[] NOT NULL,
	"specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "product_texts_pkey" PRIMARY KEY("organisation_id","part_no","language")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"organisation_id" text NOT NULL,
	"part_no" text NOT NULL,
	"part_skey" text NOT NULL,
	"sku" text NOT NULL,
	"ctn" text NOT NULL,
	"price_cents" integer NOT NULL,
	"category_key" text NOT NULL,
	"promo" boolean DEFAULT false NOT NULL,
	"max_order_amount" integer,
	"max_per_order" integer,
	"max_per_year" integer,
	"online" boolean DEFAULT true NOT NULL,
	"download_only" boolean DEFAULT false NOT NULL,
	"available_from" date,
	"bundle_info" jsonb,
	"related" text[] DEFAULT '{}'::text[] NOT NULL,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_pkey" PRIMARY KEY("organisation_id","part_no"),
	CONSTRAINT "products_price_check" CHECK ("products"."price_cents" >= 0),
	CONSTRAINT "products_maxima_check" CHECK (("products"."max_order_amount" IS NULL OR "products"."max_order_amount" >= 0) AND ("products"."max_per_order" IS NULL OR "products"."max_per_order" >= 0) AND ("products"."max_per_year" IS NULL OR "products"."max_per_year" >= 0))
);
--> statement-breakpoint
CREATE TABLE "rep_companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rep_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"cust_no" text,
	"organisation_id" text,
	CONSTRAINT "rep_companies_one_target" CHECK (("rep_companies"."cust_no" IS NULL) <> ("rep_companies"."organisation_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"organisation_id" text NOT NULL,
	"part_no" text NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_pkey" PRIMARY KEY("organisation_id","part_no"),
	CONSTRAINT "stock_quantity_not_negative" CHECK ("stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"company_cust_no" text NOT NULL,
	"organisation_id" text NOT NULL,
	"is_valid" boolean DEFAULT false NOT NULL,
	"max_order_amount_cents" integer,
	"language" text DEFAULT 'fr' NOT NULL,
	"registration" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower(btrim("users"."email"))),
	CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('customer', 'sales_rep', 'support')),
	CONSTRAINT "users_max_order_amount_check" CHECK ("users"."max_order_amount_cents" IS NULL OR "users"."max_order_amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit" ADD CONSTRAINT "audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostnames" ADD CONSTRAINT "hostnames_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cust_no_companies_cust_no_fk" FOREIGN KEY ("cust_no") REFERENCES "public"."companies"("cust_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_nr_orders_order_nr_fk" FOREIGN KEY ("order_nr") REFERENCES "public"."orders"("order_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_fk" FOREIGN KEY ("organisation_id","part_no") REFERENCES "public"."products"("organisation_id","part_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rep_companies" ADD CONSTRAINT "rep_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rep_companies" ADD CONSTRAINT "rep_companies_cust_no_companies_cust_no_fk" FOREIGN KEY ("cust_no") REFERENCES "public"."companies"("cust_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rep_companies" ADD CONSTRAINT "rep_companies_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_product_fk" FOREIGN KEY ("organisation_id","part_no") REFERENCES "public"."products"("organisation_id","part_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_cust_no_companies_cust_no_fk" FOREIGN KEY ("company_cust_no") REFERENCES "public"."companies"("cust_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_user_at_idx" ON "audit" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_company_at_idx" ON "audit" USING btree ("on_behalf_cust_no","at");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_org_lang_key_unique" ON "categories" USING btree ("organisation_id","language","key");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_org_lang_link_unique" ON "categories" USING btree ("organisation_id","language","link");--> statement-breakpoint
CREATE INDEX "companies_organisation_idx" ON "companies" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_type_lang_uid_unique" ON "content_documents" USING btree ("type","lang","uid");--> statement-breakpoint
CREATE INDEX "content_documents_lang_type_idx" ON "content_documents" USING btree ("lang","type");--> statement-breakpoint
CREATE INDEX "login_attempts_account_at_idx" ON "login_attempts" USING btree ("account","at");--> statement-breakpoint
CREATE INDEX "login_attempts_address_at_idx" ON "login_attempts" USING btree ("address","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_line_unique" ON "order_lines" USING btree ("order_id","line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_idempotency_key_unique" ON "orders" USING btree ("cust_no","idempotency_key") WHERE "orders"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_company_submitted_idx" ON "orders" USING btree ("cust_no","submitted_at");--> statement-breakpoint
CREATE INDEX "outbox_to_created_idx" ON "outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_nr");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("organisation_id","category_key");--> statement-breakpoint
CREATE UNIQUE INDEX "rep_companies_user_company_unique" ON "rep_companies" USING btree ("user_id","cust_no") WHERE "rep_companies"."cust_no" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rep_companies_user_organisation_unique" ON "rep_companies" USING btree ("user_id","organisation_id") WHERE "rep_companies"."organisation_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_cust_no");