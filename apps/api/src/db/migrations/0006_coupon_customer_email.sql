DROP INDEX "coupon_redemptions_email_idx";--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "customer_email" text;--> statement-breakpoint
-- Redemptions written before this change: the key of their email as customerEmailKey (packages/domain,
-- accounts/customer-email.ts) computed it when this migration was written — lower case, no +tag, and for
-- gmail.com and googlemail.com no dots and gmail.com. Signed-in redemptions take their account's address.
WITH addresses AS (
  SELECT r.id,
    lower(trim(coalesce(u.email, r.email))) AS address
  FROM "coupon_redemptions" r
  LEFT JOIN "users" u ON u.id = r.user_id
), parts AS (
  SELECT id,
    coalesce(nullif(regexp_replace(split_part(address, '@', 1), '^([^+]+)\+.*$', '\1'), ''), split_part(address, '@', 1)) AS local,
    split_part(address, '@', 2) AS domain,
    address
  FROM addresses
)
UPDATE "coupon_redemptions" r
SET "customer_email" = CASE
  WHEN position('@' in p.address) = 0 THEN p.address
  WHEN p.domain IN ('gmail.com', 'googlemail.com') THEN coalesce(nullif(replace(p.local, '.', ''), ''), p.local) || '@gmail.com'
  ELSE p.local || '@' || p.domain
END
FROM parts p
WHERE p.id = r.id;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ALTER COLUMN "customer_email" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("coupon_id","customer_email");
