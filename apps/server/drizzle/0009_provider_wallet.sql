CREATE TABLE "bet_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"round_id" text NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_credentials" (
	"brand_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "provider_credentials_brand_id_vendor_code_pk" PRIMARY KEY("brand_id","vendor_code")
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"tx_id" text NOT NULL,
	"kind" text NOT NULL,
	"ref_tx_id" text,
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_credentials" ADD CONSTRAINT "provider_credentials_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_rounds_round" ON "bet_rounds" USING btree ("brand_id","vendor","round_id");--> statement-breakpoint
CREATE INDEX "bet_rounds_member" ON "bet_rounds" USING btree ("brand_id","member_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_tx" ON "provider_transactions" USING btree ("brand_id","vendor","tx_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_ref" ON "provider_transactions" USING btree ("brand_id","vendor","ref_tx_id") WHERE "provider_transactions"."ref_tx_id" is not null;