CREATE TABLE "import_staged_rows" (
	"job_id" uuid NOT NULL,
	"batch" integer NOT NULL,
	"records" jsonb NOT NULL,
	CONSTRAINT "import_staged_rows_job_id_batch_pk" PRIMARY KEY("job_id","batch")
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_staged_rows" ADD CONSTRAINT "import_staged_rows_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;