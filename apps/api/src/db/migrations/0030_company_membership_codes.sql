CREATE TABLE "company_membership_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"work_email" text NOT NULL,
	"work_email_key" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"consumed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_membership_codes" ADD CONSTRAINT "company_membership_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_membership_codes" ADD CONSTRAINT "company_membership_codes_company_id_partner_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_membership_codes_user_idx" ON "company_membership_codes" USING btree ("user_id","company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_membership_codes_address_idx" ON "company_membership_codes" USING btree ("work_email_key","created_at");