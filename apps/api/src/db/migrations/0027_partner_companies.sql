CREATE TABLE "company_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"work_email" text NOT NULL,
	"work_email_key" text NOT NULL,
	"verified_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"reminder_sent_at" timestamp (3) with time zone,
	CONSTRAINT "company_memberships_period" CHECK ("company_memberships"."expires_at" > "company_memberships"."verified_at")
);
--> statement-breakpoint
CREATE TABLE "partner_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"email_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"membership_months" integer DEFAULT 12 NOT NULL,
	"in_sitemap" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_companies_slug_shape" CHECK ("partner_companies"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "partner_companies_membership_months" CHECK ("partner_companies"."membership_months" BETWEEN 1 AND 60)
);
--> statement-breakpoint
CREATE TABLE "partner_company_translations" (
	"company_id" integer NOT NULL,
	"locale" text NOT NULL,
	"introduction" text NOT NULL,
	"advantages" text NOT NULL,
	CONSTRAINT "partner_company_translations_company_id_locale_pk" PRIMARY KEY("company_id","locale")
);
--> statement-breakpoint
CREATE TABLE "special_offer_companies" (
	"special_offer_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "special_offer_companies_special_offer_id_company_id_pk" PRIMARY KEY("special_offer_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_company_id_partner_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_company_translations" ADD CONSTRAINT "partner_company_translations_company_id_partner_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offer_companies" ADD CONSTRAINT "special_offer_companies_special_offer_id_special_offers_id_fk" FOREIGN KEY ("special_offer_id") REFERENCES "public"."special_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offer_companies" ADD CONSTRAINT "special_offer_companies_company_id_partner_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_memberships_work_email_live" ON "company_memberships" USING btree ("work_email_key") WHERE "company_memberships"."revoked_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "company_memberships_user_company_live" ON "company_memberships" USING btree ("user_id","company_id") WHERE "company_memberships"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "company_memberships_company_idx" ON "company_memberships" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_memberships_expiry_idx" ON "company_memberships" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_companies_slug_unique" ON "partner_companies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "special_offer_companies_company_idx" ON "special_offer_companies" USING btree ("company_id");