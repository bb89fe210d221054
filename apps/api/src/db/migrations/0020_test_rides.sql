CREATE TABLE "test_ride_centres" (
	"centre_id" integer PRIMARY KEY NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"slot_capacity" integer DEFAULT 2 NOT NULL,
	CONSTRAINT "test_ride_centres_slots" CHECK ("test_ride_centres"."slot_minutes" > 0 AND "test_ride_centres"."slot_capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_ride_fleet" (
	"centre_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"bikes" integer NOT NULL,
	CONSTRAINT "test_ride_fleet_centre_id_product_id_pk" PRIMARY KEY("centre_id","product_id"),
	CONSTRAINT "test_ride_fleet_bikes" CHECK ("test_ride_fleet"."bikes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "test_rides" (
	"id" serial PRIMARY KEY NOT NULL,
	"centre_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"date" date NOT NULL,
	"time_slot" text NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"country_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"locale" text NOT NULL,
	"slot_booking_id" integer,
	"bike_booking_id" integer,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_ride_centres" ADD CONSTRAINT "test_ride_centres_centre_id_pick_up_centers_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."pick_up_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_ride_fleet" ADD CONSTRAINT "test_ride_fleet_centre_id_test_ride_centres_centre_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."test_ride_centres"("centre_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_ride_fleet" ADD CONSTRAINT "test_ride_fleet_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_rides" ADD CONSTRAINT "test_rides_centre_id_pick_up_centers_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."pick_up_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_rides" ADD CONSTRAINT "test_rides_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_rides" ADD CONSTRAINT "test_rides_slot_booking_id_delivery_slot_bookings_id_fk" FOREIGN KEY ("slot_booking_id") REFERENCES "public"."delivery_slot_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_rides" ADD CONSTRAINT "test_rides_bike_booking_id_delivery_slot_bookings_id_fk" FOREIGN KEY ("bike_booking_id") REFERENCES "public"."delivery_slot_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_rides_centre_date_idx" ON "test_rides" USING btree ("centre_id","date","time_slot");--> statement-breakpoint
CREATE INDEX "test_rides_reminder_idx" ON "test_rides" USING btree ("date") WHERE "test_rides"."status" = 'booked' AND "test_rides"."reminder_sent_at" IS NULL;