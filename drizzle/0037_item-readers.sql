CREATE TABLE "analytics_item_readers" (
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"day" date NOT NULL,
	"engaged" boolean DEFAULT false NOT NULL,
	"clicked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "analytics_item_readers_item_kind_item_id_session_id_pk" PRIMARY KEY("item_kind","item_id","session_id")
);
--> statement-breakpoint
CREATE INDEX "analytics_item_readers_item_day_idx" ON "analytics_item_readers" USING btree ("item_kind","item_id","day");