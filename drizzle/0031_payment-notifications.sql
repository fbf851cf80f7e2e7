ALTER TYPE "public"."user_action_type" ADD VALUE 'payment_received';--> statement-breakpoint
ALTER TYPE "public"."user_action_type" ADD VALUE 'payment_failed';