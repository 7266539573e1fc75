CREATE TABLE "game_favourites" (
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_recent" (
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_recent_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"brand_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"category" text NOT NULL,
	"is_game" text,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"rtp_bp" integer NOT NULL,
	"volatility" text NOT NULL,
	"tags" text[] NOT NULL,
	"theme" text NOT NULL,
	"icon_url" text NOT NULL,
	"large_icon_url" text NOT NULL,
	"names" jsonb NOT NULL,
	"trial" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_brand_id_node_id_pk" PRIMARY KEY("brand_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "studio_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"session_id" text NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"mode" text NOT NULL,
	"player_id" text,
	"bet_minor" bigint NOT NULL,
	"win_minor" bigint NOT NULL,
	"detail" jsonb NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"revealed_seed" text,
	"tx_status" text NOT NULL,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "studio_rounds_round" UNIQUE("round_id"),
	CONSTRAINT "studio_rounds_amounts" CHECK ("studio_rounds"."bet_minor" > 0 and "studio_rounds"."win_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"lang" text NOT NULL,
	"mode" text NOT NULL,
	"player_id" text,
	"currency" text NOT NULL,
	"demo_balance_minor" bigint,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_sessions_mode" CHECK ("studio_sessions"."mode" in ('real','demo')),
	CONSTRAINT "studio_sessions_demo_balance" CHECK ("studio_sessions"."demo_balance_minor" is null or "studio_sessions"."demo_balance_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "launch_url" text;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_favourites_member" ON "game_favourites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_recent_member" ON "game_recent" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code" ON "games" USING btree ("brand_id","vendor_code","game_code");--> statement-breakpoint
CREATE INDEX "studio_rounds_session" ON "studio_rounds" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "studio_rounds_unsettled" ON "studio_rounds" USING btree ("id") WHERE "studio_rounds"."tx_status" in ('bet_pending','win_pending','bet_unknown');--> statement-breakpoint
CREATE INDEX "bet_rounds_wins" ON "bet_rounds" USING btree ("brand_id","settled_at") WHERE "bet_rounds"."win_minor" > 0;--> statement-breakpoint
CREATE INDEX "provider_transactions_round" ON "provider_transactions" USING btree ("brand_id","vendor","round_id");--> statement-breakpoint
-- The lobby keeps the catalogue in memory and reloads it when count or max(updated_at) changes,
-- so every edit of a game row must move updated_at, whoever makes it (an operator's SQL included).
CREATE FUNCTION games_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := clock_timestamp();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER games_touch BEFORE UPDATE ON games FOR EACH ROW EXECUTE FUNCTION games_touch();
