CREATE TABLE "reconcile_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"ms" integer NOT NULL,
	"accounts" integer NOT NULL,
	"transfers" bigint NOT NULL,
	"problems" integer NOT NULL,
	"details" jsonb NOT NULL,
	"trigger" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_day_stats" (
	"brand_id" integer NOT NULL,
	"day" date NOT NULL,
	"vendor" text NOT NULL,
	"category" text NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_day_stats_brand_id_day_vendor_category_pk" PRIMARY KEY("brand_id","day","vendor","category")
);
--> statement-breakpoint
CREATE INDEX "reconcile_runs_latest" ON "reconcile_runs" USING btree ("ran_at");