CREATE TABLE "event_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"txid" "xid8" NOT NULL,
	"last_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"set_by" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"member_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint,
	"pending_minor" bigint,
	"pending_remove" boolean DEFAULT false NOT NULL,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "rg_limits_positive" CHECK (coalesce("rg_limits"."amount_minor", 1) > 0 and coalesce("rg_limits"."pending_minor", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "rg_state" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"blocked_until" timestamp with time zone,
	"block_kind" text,
	"bet_limits" boolean DEFAULT false NOT NULL,
	"reality_check_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_usage" (
	"member_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"wager_minor" bigint DEFAULT 0 NOT NULL,
	"loss_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rg_usage_member_id_hour_pk" PRIMARY KEY("member_id","hour")
);
--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "rg_exclusions" ADD CONSTRAINT "rg_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_state" ADD CONSTRAINT "rg_state_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rg_exclusions_member" ON "rg_exclusions" USING btree ("member_id","starts_at");--> statement-breakpoint
CREATE INDEX "provider_transactions_events" ON "provider_transactions" USING btree ("txid","id");--> statement-breakpoint
-- Rows written before the event stream existed were already applied (turnover at bet time,
-- member_day_stats by its trigger): the consumers start after them.
INSERT INTO "event_cursors" ("name", "txid", "last_id")
SELECT c.name, pg_current_xact_id(), coalesce((SELECT max(id) FROM provider_transactions), 0)
  FROM (VALUES ('turnover'), ('member_day_stats')) AS c(name);
