CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "article_hashtags" (
	"article_id" integer NOT NULL,
	"hashtag" text NOT NULL,
	CONSTRAINT "article_hashtags_article_id_hashtag_pk" PRIMARY KEY("article_id","hashtag")
);
--> statement-breakpoint
CREATE TABLE "article_translations" (
	"article_id" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"cover_alt" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (CASE locale
        WHEN 'fr' THEN setweight(to_tsvector('french'::regconfig, title), 'A') || setweight(to_tsvector('french'::regconfig, description), 'B') || setweight(to_tsvector('french'::regconfig, body), 'C')
        WHEN 'de' THEN setweight(to_tsvector('german'::regconfig, title), 'A') || setweight(to_tsvector('german'::regconfig, description), 'B') || setweight(to_tsvector('german'::regconfig, body), 'C')
        ELSE setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B') || setweight(to_tsvector('english'::regconfig, body), 'C')
      END) STORED,
	CONSTRAINT "article_translations_article_id_locale_pk" PRIMARY KEY("article_id","locale")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"category_id" integer NOT NULL,
	"cover_url" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "articles_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "content_page_translations" (
	"page_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "content_page_translations_page_id_locale_pk" PRIMARY KEY("page_id","locale")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "content_pages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"category" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "faq_entries_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "faq_entry_translations" (
	"entry_id" integer NOT NULL,
	"locale" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "faq_entry_translations_entry_id_locale_pk" PRIMARY KEY("entry_id","locale")
);
--> statement-breakpoint
CREATE TABLE "press_release_translations" (
	"release_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "press_release_translations_release_id_locale_pk" PRIMARY KEY("release_id","locale")
);
--> statement-breakpoint
CREATE TABLE "press_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"released_on" date NOT NULL,
	"file_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "press_releases_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "pick_up_centers" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "pick_up_centers" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "pick_up_centers" ADD COLUMN "kind" text DEFAULT 'experience-centre' NOT NULL;--> statement-breakpoint
ALTER TABLE "pick_up_centers" ADD COLUMN "description" jsonb;--> statement-breakpoint
ALTER TABLE "article_hashtags" ADD CONSTRAINT "article_hashtags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_translations" ADD CONSTRAINT "content_page_translations_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entry_translations" ADD CONSTRAINT "faq_entry_translations_entry_id_faq_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."faq_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_release_translations" ADD CONSTRAINT "press_release_translations_release_id_press_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_hashtags_hashtag" ON "article_hashtags" USING btree ("hashtag");--> statement-breakpoint
CREATE UNIQUE INDEX "article_translations_slug" ON "article_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "article_translations_search" ON "article_translations" USING gin ("search");--> statement-breakpoint
CREATE INDEX "articles_listing_idx" ON "articles" USING btree ("status","pinned","published_at");--> statement-breakpoint
CREATE INDEX "faq_entries_category_idx" ON "faq_entries" USING btree ("category","sort_order");--> statement-breakpoint
CREATE INDEX "press_releases_listing_idx" ON "press_releases" USING btree ("status","released_on");