CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_last_number_check" CHECK ("invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_history" DROP CONSTRAINT "billing_history_price_check";--> statement-breakpoint
ALTER TABLE "checkout_sessions" DROP CONSTRAINT "checkout_sessions_amount_check";--> statement-breakpoint
ALTER TABLE "billing_history" ALTER COLUMN "subscription_plan" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_history" ALTER COLUMN "billing_cycle" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_history" ALTER COLUMN "invoice_number" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ALTER COLUMN "plan" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ALTER COLUMN "billing_cycle" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "subscription_status" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "billing_anchor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "period_price_cents" integer;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "payment_provider" "checkout_provider";--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "next_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "renewal_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "kind" text DEFAULT 'charge' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "bootcamp_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "subtotal_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "promotion_code" text;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "provider" "checkout_provider" DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "refund_of_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "idempotency_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "kind" text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "bootcamp_id" uuid;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "subtotal_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '24 hours' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "max_redemptions" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "redemption_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "billing_history" ADD CONSTRAINT "billing_history_bootcamp_id_bootcamps_id_fk" FOREIGN KEY ("bootcamp_id") REFERENCES "public"."bootcamps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_bootcamp_id_bootcamps_id_fk" FOREIGN KEY ("bootcamp_id") REFERENCES "public"."bootcamps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_history" ADD CONSTRAINT "billing_history_refund_of_id_unique" UNIQUE("refund_of_id");--> statement-breakpoint
ALTER TABLE "billing_history" ADD CONSTRAINT "billing_history_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "billing_history" ADD CONSTRAINT "billing_history_invoice_number_check" CHECK ("billing_history"."invoice_number" ~ '^FD-[0-9]{4}-[0-9]{6,}$');--> statement-breakpoint
ALTER TABLE "billing_history" ADD CONSTRAINT "billing_history_price_check" CHECK ("billing_history"."price_cents" >= 0 AND "billing_history"."subtotal_cents" >= 0 AND "billing_history"."discount_cents" >= 0 AND "billing_history"."credit_cents" >= 0);--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_kind_check" CHECK (("checkout_sessions"."kind" = 'plan' AND "checkout_sessions"."plan" IS NOT NULL AND "checkout_sessions"."billing_cycle" IS NOT NULL) OR ("checkout_sessions"."kind" = 'bootcamp' AND "checkout_sessions"."plan" IS NULL));--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_amount_check" CHECK ("checkout_sessions"."amount_cents" >= 0 AND "checkout_sessions"."subtotal_cents" >= 0 AND "checkout_sessions"."discount_cents" >= 0 AND "checkout_sessions"."credit_cents" >= 0);--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_redemptions_check" CHECK ("promotions"."redemption_count" >= 0 AND ("promotions"."max_redemptions" IS NULL OR "promotions"."max_redemptions" > 0));--> statement-breakpoint
DROP SEQUENCE "public"."invoice_number_seq";