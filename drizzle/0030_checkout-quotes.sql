ALTER TABLE "checkout_sessions" ALTER COLUMN "expires_at" SET DEFAULT now() + interval '35 minutes';--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "provider_url" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "closed_reason" text;--> statement-breakpoint
-- Checkouts opened before quotes were checked again: every open one but the newest of each member and purpose is closed.
UPDATE "checkout_sessions" SET "status" = 'expired', "closed_reason" = 'A newer checkout replaced this one.'
WHERE "status" = 'open' AND "id" NOT IN (
  SELECT DISTINCT ON ("user_id", "kind", "bootcamp_id") "id" FROM "checkout_sessions"
  WHERE "status" = 'open' ORDER BY "user_id", "kind", "bootcamp_id", "created_at" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_one_open_idx" ON "checkout_sessions" USING btree ("user_id","kind",coalesce("bootcamp_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "checkout_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "checkout_sessions_open_promotion_idx" ON "checkout_sessions" USING btree ("promotion_id") WHERE "checkout_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "checkout_sessions_open_bootcamp_idx" ON "checkout_sessions" USING btree ("bootcamp_id") WHERE "checkout_sessions"."status" = 'open';