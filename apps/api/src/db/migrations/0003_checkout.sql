CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "delivery_slot_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"location" text NOT NULL,
	"date" date NOT NULL,
	"time_window" text NOT NULL,
	"booked" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "delivery_slot_bookings_slot" UNIQUE("kind","location","date","time_window"),
	CONSTRAINT "delivery_slot_bookings_capacity" CHECK ("delivery_slot_bookings"."booked" >= 0 AND "delivery_slot_bookings"."booked" <= "delivery_slot_bookings"."capacity")
);
--> statement-breakpoint
CREATE TABLE "edition_units" (
	"product_id" integer NOT NULL,
	"unit_number" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	CONSTRAINT "edition_units_product_id_unit_number_pk" PRIMARY KEY("product_id","unit_number")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"endpoint" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key" UNIQUE("scope","endpoint","key")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"unit_original_price" integer NOT NULL,
	"configurator_options" jsonb,
	"attached_to_line_id" integer,
	"coupon_id" integer,
	"coupon_name" text,
	"discount" integer DEFAULT 0 NOT NULL,
	"line_total" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"contacts" jsonb NOT NULL,
	"delivery_method" text NOT NULL,
	"zip_code" text NOT NULL,
	"is_standard_zip" boolean NOT NULL,
	"delivery_date" date,
	"time_window" text,
	"pick_up_center_id" integer,
	"slot_booking_id" integer,
	"comment" text,
	"subtotal" integer NOT NULL,
	"discount_total" integer NOT NULL,
	"fees_total" integer NOT NULL,
	"total" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_plan" jsonb,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"guest_token_hash" text,
	"reserved_until" timestamp with time zone,
	"reservation_released_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_amounts" CHECK ("orders"."total" >= 0 AND "orders"."amount_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'CHF' NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"provider_idempotency_key" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_idempotency_key_unique" UNIQUE("provider_idempotency_key"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pick_up_centers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"city" jsonb NOT NULL,
	"address" text NOT NULL,
	"zip_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"work_hours" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pick_up_centers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"unit_index" integer NOT NULL,
	"product_id" integer NOT NULL,
	"edition_number" text,
	"configurator_options" jsonb,
	"delivered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vehicles_line_unit" UNIQUE("order_line_id","unit_index")
);
--> statement-breakpoint
ALTER TABLE "edition_units" ADD CONSTRAINT "edition_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_units" ADD CONSTRAINT "edition_units_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_attached_to_line_id_order_lines_id_fk" FOREIGN KEY ("attached_to_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pick_up_center_id_pick_up_centers_id_fk" FOREIGN KEY ("pick_up_center_id") REFERENCES "public"."pick_up_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_slot_booking_id_delivery_slot_bookings_id_fk" FOREIGN KEY ("slot_booking_id") REFERENCES "public"."delivery_slot_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edition_units_line_idx" ON "edition_units" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_reservation_idx" ON "orders" USING btree ("reserved_until") WHERE "orders"."reserved_until" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_processing_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "pick_up_centers_one_default" ON "pick_up_centers" USING btree ("is_default") WHERE "pick_up_centers"."is_default";--> statement-breakpoint
CREATE INDEX "vehicles_user_idx" ON "vehicles" USING btree ("user_id","id");