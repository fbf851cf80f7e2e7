-- Messages still waiting for SMTP are handed to the event worker, at the time their next attempt was due.
INSERT INTO "events" ("type", "payload", "run_after") SELECT 'mail.send', jsonb_build_object('outboxId', "id"), coalesce("next_attempt_at", now()) FROM "email_outbox" WHERE "status" = 'pending';--> statement-breakpoint
DROP INDEX "email_outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "next_attempt_at";