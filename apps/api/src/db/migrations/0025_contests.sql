CREATE TABLE "contest_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"weight_grams" integer,
	"rules_accepted_at" timestamp (3) with time zone NOT NULL,
	"rules_text" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_entries_weight_positive" CHECK ("contest_entries"."weight_grams" IS NULL OR "contest_entries"."weight_grams" > 0)
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"opens_at" timestamp (3) with time zone NOT NULL,
	"closes_at" timestamp (3) with time zone NOT NULL,
	"draw_at" timestamp (3) with time zone,
	"prize_value" integer,
	"prize_text" jsonb NOT NULL,
	"drawn_at" timestamp (3) with time zone,
	"winner_entry_id" integer,
	"real_weight_grams" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_kind_known" CHECK ("contests"."kind" IN ('weight-estimate', 'hotel-voucher')),
	CONSTRAINT "contests_window" CHECK ("contests"."closes_at" > "contests"."opens_at"),
	CONSTRAINT "contests_drawn_with_winner" CHECK (("contests"."drawn_at" IS NULL) = ("contests"."winner_entry_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_winner_entry_id_contest_entries_id_fk" FOREIGN KEY ("winner_entry_id") REFERENCES "public"."contest_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_person_unique" ON "contest_entries" USING btree ("contest_id","email_key");--> statement-breakpoint
CREATE INDEX "contest_entries_email_idx" ON "contest_entries" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "contests_slug_unique" ON "contests" USING btree ("slug");