ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_merge_key";--> statement-breakpoint
ALTER TABLE "special_offers" ALTER COLUMN "partner_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "special_offer_id" integer;--> statement-breakpoint
ALTER TABLE "special_offers" ADD COLUMN "unit_cap" integer;--> statement-breakpoint
ALTER TABLE "special_offers" ADD COLUMN "per_member_cap" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "special_offer_id" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_special_offer_id_special_offers_id_fk" FOREIGN KEY ("special_offer_id") REFERENCES "public"."special_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_special_offer_id_special_offers_id_fk" FOREIGN KEY ("special_offer_id") REFERENCES "public"."special_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_special_offer_idx" ON "order_lines" USING btree ("special_offer_id");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_merge_key" UNIQUE NULLS NOT DISTINCT("user_id","product_id","options_hash","attached_to_line_id","special_offer_id");--> statement-breakpoint
ALTER TABLE "special_offers" ADD CONSTRAINT "special_offers_caps_positive" CHECK (("special_offers"."unit_cap" IS NULL OR "special_offers"."unit_cap" >= 0) AND ("special_offers"."per_member_cap" IS NULL OR "special_offers"."per_member_cap" >= 1));