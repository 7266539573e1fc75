ALTER TABLE "brands" ADD COLUMN "sms_captcha_after" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "sms_per_ip_per_hour" integer DEFAULT 20 NOT NULL;