ALTER TABLE "import_jobs" ADD COLUMN "size_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "processed_bytes" integer DEFAULT 0 NOT NULL;