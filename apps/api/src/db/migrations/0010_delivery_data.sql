CREATE TABLE "courier_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"postcode_ranges" jsonb NOT NULL,
	"windows" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "courier_zones_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "pick_up_center_closed_days" (
	"pick_up_center_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" jsonb,
	CONSTRAINT "pick_up_center_closed_days_pick_up_center_id_date_pk" PRIMARY KEY("pick_up_center_id","date")
);
--> statement-breakpoint
ALTER TABLE "pick_up_centers" ADD COLUMN "pick_up_slot_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "pick_up_centers" ADD COLUMN "pick_up_slot_capacity" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "pick_up_center_closed_days" ADD CONSTRAINT "pick_up_center_closed_days_pick_up_center_id_pick_up_centers_id_fk" FOREIGN KEY ("pick_up_center_id") REFERENCES "public"."pick_up_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pick_up_center_closed_days_date_idx" ON "pick_up_center_closed_days" USING btree ("date");--> statement-breakpoint
ALTER TABLE "pick_up_centers" ADD CONSTRAINT "pick_up_centers_slots" CHECK ("pick_up_centers"."pick_up_slot_minutes" > 0 AND "pick_up_centers"."pick_up_slot_capacity" > 0);