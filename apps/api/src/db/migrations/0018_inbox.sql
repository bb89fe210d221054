CREATE TABLE "inbox_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"staff_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"ref_id" integer,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"owner_staff_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_request_id_inbox_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."inbox_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_requests" ADD CONSTRAINT "inbox_requests_owner_staff_id_staff_members_id_fk" FOREIGN KEY ("owner_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_notes_request_idx" ON "inbox_notes" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_requests_kind_created_idx" ON "inbox_requests" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "inbox_requests_status_created_idx" ON "inbox_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inbox_requests_owner_idx" ON "inbox_requests" USING btree ("owner_staff_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_requests_email_idx" ON "inbox_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_requests_kind_ref_unique" ON "inbox_requests" USING btree ("kind","ref_id");