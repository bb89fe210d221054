ALTER TABLE "special_offers" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "special_offers" ADD CONSTRAINT "special_offers_slug_unique" UNIQUE("slug");