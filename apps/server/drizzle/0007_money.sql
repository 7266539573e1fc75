CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"operator_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"names" jsonb NOT NULL,
	"instructions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payee_provider" text,
	"payee_account_name" text,
	"payee_account_number" text,
	"gateway" text,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_channels_code" UNIQUE("brand_id","code"),
	CONSTRAINT "deposit_channels_kind" CHECK ("deposit_channels"."kind" in ('manual','gateway')),
	CONSTRAINT "deposit_channels_limits" CHECK ("deposit_channels"."min_minor" > 0 and "deposit_channels"."max_minor" >= "deposit_channels"."min_minor"),
	CONSTRAINT "deposit_channels_shape" CHECK (("deposit_channels"."kind" = 'gateway' and "deposit_channels"."gateway" is not null) or ("deposit_channels"."kind" = 'manual' and "deposit_channels"."payee_account_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text,
	"proof_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"gateway" text,
	"gateway_ref" text,
	"redirect_url" text,
	"reason" text,
	"operator_id" integer,
	"decision_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "deposits_request_key" UNIQUE("brand_id","member_id","request_key"),
	CONSTRAINT "deposits_gateway_ref" UNIQUE("gateway","gateway_ref"),
	CONSTRAINT "deposits_decision_key" UNIQUE("brand_id","decision_key"),
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_minor" > 0),
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('pending','approved','rejected','paid','failed'))
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'operator' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_status" CHECK ("operators"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "turnover_requirements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"required_minor" bigint NOT NULL,
	"progress_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"met_at" timestamp with time zone,
	CONSTRAINT "turnover_requirements_source" UNIQUE("brand_id","source","source_id"),
	CONSTRAINT "turnover_progress_le_required" CHECK ("turnover_requirements"."progress_minor" <= "turnover_requirements"."required_minor"),
	CONSTRAINT "turnover_nonnegative" CHECK ("turnover_requirements"."progress_minor" >= 0 and "turnover_requirements"."required_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"idem_key" text NOT NULL,
	"print" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_requests_key" UNIQUE("brand_id","member_id","idem_key")
);
--> statement-breakpoint
CREATE TABLE "payment_passwords" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payout_accounts_kind" CHECK ("payout_accounts"."kind" in ('ewallet','bank'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"payout_id" bigint,
	"event" text NOT NULL,
	"amount_minor" bigint,
	"auto" boolean DEFAULT false NOT NULL,
	"actor" text NOT NULL,
	"operator_id" integer,
	"request_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_events_key" UNIQUE("withdrawal_id","request_key")
);
--> statement-breakpoint
CREATE TABLE "withdrawal_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"auto_receipt_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"auto" boolean DEFAULT false NOT NULL,
	"proof_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"remark" text,
	"operator_id" integer,
	CONSTRAINT "withdrawal_payouts_amount_positive" CHECK ("withdrawal_payouts"."amount_minor" > 0),
	CONSTRAINT "withdrawal_payouts_status" CHECK ("withdrawal_payouts"."status" in ('paid','received','not_received','returned'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"payout_account_id" integer NOT NULL,
	"account_kind" text NOT NULL,
	"account_provider" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"received_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"auto_received" boolean DEFAULT false NOT NULL,
	"reason" text,
	"operator_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_request_key" UNIQUE("brand_id","member_id","request_key"),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_minor" > 0),
	CONSTRAINT "withdrawals_paid_bounds" CHECK (0 <= "withdrawals"."received_minor" and "withdrawals"."received_minor" <= "withdrawals"."paid_minor" and "withdrawals"."paid_minor" <= "withdrawals"."amount_minor"),
	CONSTRAINT "withdrawals_status" CHECK (status in ('requested','approved','rejected','cancelled','paid','disputed','completed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"merchant" text NOT NULL,
	"merchant_name" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"return_url" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"notify_status" integer,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "sandbox_payments_ref" UNIQUE("ref"),
	CONSTRAINT "sandbox_payments_order" UNIQUE("merchant","order_id"),
	CONSTRAINT "sandbox_payments_status" CHECK ("sandbox_payments"."status" in ('created','paid','failed')),
	CONSTRAINT "sandbox_payments_amount" CHECK ("sandbox_payments"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "deposit_turnover_bp" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "bonus_turnover_bp" integer DEFAULT 30000 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "withdraw_min_minor" bigint DEFAULT 50000 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "withdraw_max_minor" bigint DEFAULT 5000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "withdraw_auto_receipt_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD CONSTRAINT "wallet_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD CONSTRAINT "wallet_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_passwords" ADD CONSTRAINT "payment_passwords_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_payout_id_withdrawal_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."withdrawal_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_payouts" ADD CONSTRAINT "withdrawal_payouts_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_payouts" ADD CONSTRAINT "withdrawal_payouts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_brand_id" ON "audit_log" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_brand_action" ON "audit_log" USING btree ("brand_id","action","id");--> statement-breakpoint
CREATE INDEX "audit_log_brand_target" ON "audit_log" USING btree ("brand_id","target_type","target_id","id");--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("brand_id","member_id","id");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("brand_id","status","id");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_brand_username" ON "operators" USING btree ("brand_id",lower("username"));--> statement-breakpoint
CREATE INDEX "turnover_requirements_open" ON "turnover_requirements" USING btree ("brand_id","member_id","id") WHERE "turnover_requirements"."met_at" is null;--> statement-breakpoint
CREATE INDEX "uploads_member_idx" ON "uploads" USING btree ("brand_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_live" ON "payout_accounts" USING btree ("brand_id","member_id","provider","account_number") WHERE "payout_accounts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "payout_accounts_member" ON "payout_accounts" USING btree ("brand_id","member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_events_withdrawal" ON "withdrawal_events" USING btree ("withdrawal_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_payouts_withdrawal" ON "withdrawal_payouts" USING btree ("withdrawal_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_payouts_due" ON "withdrawal_payouts" USING btree ("auto_receipt_at") WHERE "withdrawal_payouts"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("brand_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("brand_id","status","id");