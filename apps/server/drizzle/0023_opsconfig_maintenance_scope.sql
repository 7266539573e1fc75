ALTER TABLE "maintenance_windows" ADD COLUMN "scope" text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD COLUMN "target" text;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD COLUMN "messages" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "maintenance_windows_scope" ON "maintenance_windows" USING btree ("brand_id","scope","end_time");