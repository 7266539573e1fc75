CREATE TABLE "anti_bot_spent" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_ip_hours" (
	"brand_id" integer NOT NULL,
	"ip" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "register_ip_hours_brand_id_ip_hour_pk" PRIMARY KEY("brand_id","ip","hour")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "register_per_ip_per_hour" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "register_ip_hours" ADD CONSTRAINT "register_ip_hours_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anti_bot_spent_expires_idx" ON "anti_bot_spent" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "register_ip_hours_hour_idx" ON "register_ip_hours" USING btree ("hour");