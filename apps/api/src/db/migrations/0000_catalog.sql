CREATE TABLE "product_subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_subcategories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_subcategory_translations" (
	"subcategory_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "product_subcategory_translations_subcategory_id_locale_pk" PRIMARY KEY("subcategory_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "product_translations_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "product_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"product_type_id" integer NOT NULL,
	"subcategory_id" integer,
	"page" text,
	"price" integer NOT NULL,
	"original_price" integer NOT NULL,
	"currency" char(3) DEFAULT 'CHF' NOT NULL,
	"speed_kmh" integer,
	"battery_wh" integer,
	"weight_grams" integer,
	"configurator_catalog_id" text,
	"is_refurbished" boolean DEFAULT false NOT NULL,
	"refurbished" jsonb,
	"edition_size" integer,
	"edition_sold" integer DEFAULT 0 NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"geometry" jsonb,
	"package_fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"downloads" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_price_nonnegative" CHECK ("products"."price" >= 0 AND "products"."original_price" >= 0),
	CONSTRAINT "products_edition_stock" CHECK ("products"."edition_sold" >= 0 AND ("products"."edition_size" IS NULL OR "products"."edition_sold" <= "products"."edition_size"))
);
--> statement-breakpoint
CREATE TABLE "special_offer_translations" (
	"special_offer_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "special_offer_translations_special_offer_id_locale_pk" PRIMARY KEY("special_offer_id","locale")
);
--> statement-breakpoint
CREATE TABLE "special_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"partner_name" text NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advantage_section_translations" (
	"section_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "advantage_section_translations_section_id_locale_pk" PRIMARY KEY("section_id","locale")
);
--> statement-breakpoint
CREATE TABLE "advantage_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_page" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"video_url" text NOT NULL,
	"poster_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_page_translations" (
	"home_page_id" integer NOT NULL,
	"locale" text NOT NULL,
	"video_title" text NOT NULL,
	CONSTRAINT "home_page_translations_home_page_id_locale_pk" PRIMARY KEY("home_page_id","locale")
);
--> statement-breakpoint
ALTER TABLE "product_subcategory_translations" ADD CONSTRAINT "product_subcategory_translations_subcategory_id_product_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."product_subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory_id_product_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."product_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offer_translations" ADD CONSTRAINT "special_offer_translations_special_offer_id_special_offers_id_fk" FOREIGN KEY ("special_offer_id") REFERENCES "public"."special_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offers" ADD CONSTRAINT "special_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advantage_section_translations" ADD CONSTRAINT "advantage_section_translations_section_id_advantage_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."advantage_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page_translations" ADD CONSTRAINT "home_page_translations_home_page_id_home_page_id_fk" FOREIGN KEY ("home_page_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_subcategories_kind_idx" ON "product_subcategories" USING btree ("kind","sort_order");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("is_active","sort_order","id");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "products_subcategory_idx" ON "products" USING btree ("subcategory_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "special_offers_validity_idx" ON "special_offers" USING btree ("valid_until");