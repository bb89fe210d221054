CREATE TABLE "configurator_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurator_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"key" text NOT NULL,
	"price" integer NOT NULL,
	"offer_price" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"label" jsonb NOT NULL,
	"look" jsonb,
	"sort_order" integer NOT NULL,
	CONSTRAINT "configurator_options_price_check" CHECK ("configurator_options"."price" >= 0 AND ("configurator_options"."offer_price" IS NULL OR ("configurator_options"."offer_price" >= 0 AND "configurator_options"."offer_price" < "configurator_options"."price")))
);
--> statement-breakpoint
CREATE TABLE "configurator_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"option" text NOT NULL,
	"others" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "configurator_groups" ADD CONSTRAINT "configurator_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_options" ADD CONSTRAINT "configurator_options_group_id_configurator_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."configurator_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_rules" ADD CONSTRAINT "configurator_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "configurator_groups_product_key_idx" ON "configurator_groups" USING btree ("product_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "configurator_options_group_key_idx" ON "configurator_options" USING btree ("group_id","key");