ALTER TYPE "public"."user_action_type" ADD VALUE 'vip_event_place' BEFORE 'quest_completed';--> statement-breakpoint
CREATE TABLE "deal_reveals" (
	"deal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_reveals_deal_id_user_id_pk" PRIMARY KEY("deal_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_name" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"category" text NOT NULL,
	"access" text NOT NULL,
	"code" text,
	"redeem_url" text,
	"terms" text,
	"expires_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_access_check" CHECK ("deals"."access" in ('partner', 'exclusive')),
	CONSTRAINT "deals_redeem_check" CHECK ("deals"."code" is not null or "deals"."redeem_url" is not null)
);
--> statement-breakpoint
CREATE TABLE "vip_event_rsvps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"place_since" timestamp with time zone,
	CONSTRAINT "vip_event_rsvps_event_user_key" UNIQUE("event_id","user_id"),
	CONSTRAINT "vip_event_rsvps_status_check" CHECK ("vip_event_rsvps"."status" in ('going', 'waitlisted'))
);
--> statement-breakpoint
CREATE TABLE "vip_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"online_url" text,
	"place" text,
	"capacity" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_events_capacity_check" CHECK ("vip_events"."capacity" > 0),
	CONSTRAINT "vip_events_times_check" CHECK ("vip_events"."ends_at" > "vip_events"."starts_at"),
	CONSTRAINT "vip_events_location_check" CHECK ("vip_events"."online_url" is not null or "vip_events"."place" is not null)
);
--> statement-breakpoint
ALTER TABLE "deal_reveals" ADD CONSTRAINT "deal_reveals_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_reveals" ADD CONSTRAINT "deal_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_event_rsvps" ADD CONSTRAINT "vip_event_rsvps_event_id_vip_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."vip_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_event_rsvps" ADD CONSTRAINT "vip_event_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_events" ADD CONSTRAINT "vip_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_reveals_user_idx" ON "deal_reveals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deals_listed_idx" ON "deals" USING btree ("retired_at","expires_at");--> statement-breakpoint
CREATE INDEX "vip_event_rsvps_event_status_idx" ON "vip_event_rsvps" USING btree ("event_id","status","created_at");--> statement-breakpoint
CREATE INDEX "vip_event_rsvps_user_idx" ON "vip_event_rsvps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vip_events_ends_idx" ON "vip_events" USING btree ("ends_at");