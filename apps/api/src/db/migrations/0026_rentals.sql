CREATE TABLE "rental_models" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"rentable" boolean DEFAULT true NOT NULL,
	"monthly_price" integer NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_models_monthly_price_check" CHECK ("rental_models"."monthly_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "rental_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"model_slug" text NOT NULL,
	"model_name" text NOT NULL,
	"months" integer NOT NULL,
	"monthly_price" integer NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"locale" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"country_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"address" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"message" text,
	"decision_message" text,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_requests_prices_check" CHECK ("rental_requests"."months" > 0 AND "rental_requests"."monthly_price" > 0 AND "rental_requests"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rental_models" ADD CONSTRAINT "rental_models_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_requests" ADD CONSTRAINT "rental_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_requests_email_idx" ON "rental_requests" USING btree (lower("email"));