CREATE TABLE "affiliate_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'in_process' NOT NULL,
	"reason" text,
	"contact" text,
	"remark" text,
	"affiliate_code" text,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "affiliate_applications_status" CHECK ("affiliate_applications"."status" in ('in_process','approved','rejected'))
);
--> statement-breakpoint
CREATE TABLE "agent_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"direction" text NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"request_key" text NOT NULL,
	"transfer_id" bigint NOT NULL,
	"sender_balance_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_transfers_key" UNIQUE("brand_id","sender_id","request_key"),
	CONSTRAINT "agent_transfers_amount" CHECK ("agent_transfers"."amount_minor" > 0),
	CONSTRAINT "agent_transfers_direction" CHECK ("agent_transfers"."direction" in ('downline','upline')),
	CONSTRAINT "agent_transfers_not_self" CHECK ("agent_transfers"."sender_id" <> "agent_transfers"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "agent_contract_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'in_process' NOT NULL,
	"upline_id" integer NOT NULL,
	"downline_id" integer NOT NULL,
	"period" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"max_rate_bp" integer NOT NULL,
	"contract_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "agent_contract_requests_type" CHECK ("agent_contract_requests"."type" in ('new','termination')),
	CONSTRAINT "agent_contract_requests_status" CHECK ("agent_contract_requests"."status" in ('in_process','approved','rejected'))
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"upline_id" integer NOT NULL,
	"downline_id" integer NOT NULL,
	"tiers" jsonb NOT NULL,
	"max_rate_bp" integer NOT NULL,
	"status" text NOT NULL,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_status" CHECK ("agent_contracts"."status" in ('accepted','completed','rejected')),
	CONSTRAINT "agent_contracts_kind" CHECK ("agent_contracts"."kind" in ('dividend','dailySalary','hourlySalary','realTimeSalary')),
	CONSTRAINT "agent_contracts_rate" CHECK ("agent_contracts"."max_rate_bp" between 0 and 10000),
	CONSTRAINT "agent_contracts_self" CHECK ("agent_contracts"."upline_id" <> "agent_contracts"."downline_id")
);
--> statement-breakpoint
CREATE TABLE "contract_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"upline_id" integer NOT NULL,
	"downline_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"team_bets_minor" bigint NOT NULL,
	"team_profit_minor" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "contract_settlements_once" UNIQUE("contract_id","period_start"),
	CONSTRAINT "contract_settlements_status" CHECK ("contract_settlements"."status" in ('paid','in_process','none')),
	CONSTRAINT "contract_settlements_amount" CHECK ("contract_settlements"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "team_day_stats" (
	"agent_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"day" date NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"withdrawal_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_day_stats_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "team_stats" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"team_size" integer NOT NULL,
	"direct_count" integer NOT NULL,
	"agents" integer NOT NULL,
	"balance_minor" bigint NOT NULL,
	"active_today" integer NOT NULL,
	"active_7d" integer NOT NULL,
	"active_30d" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD CONSTRAINT "affiliate_applications_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD CONSTRAINT "affiliate_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD CONSTRAINT "affiliate_applications_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_transfers" ADD CONSTRAINT "agent_transfers_receiver_id_members_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD CONSTRAINT "agent_contract_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD CONSTRAINT "agent_contract_requests_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD CONSTRAINT "agent_contract_requests_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_requests" ADD CONSTRAINT "agent_contract_requests_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_stats" ADD CONSTRAINT "team_stats_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_applications_open" ON "affiliate_applications" USING btree ("member_id") WHERE "affiliate_applications"."status" = 'in_process';--> statement-breakpoint
CREATE INDEX "affiliate_applications_member" ON "affiliate_applications" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "affiliate_applications_brand" ON "affiliate_applications" USING btree ("brand_id","status","id");--> statement-breakpoint
CREATE INDEX "agent_transfers_sender" ON "agent_transfers" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_transfers_receiver" ON "agent_transfers" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_contract_requests_downline" ON "agent_contract_requests" USING btree ("downline_id","kind","status");--> statement-breakpoint
CREATE INDEX "agent_contract_requests_upline" ON "agent_contract_requests" USING btree ("upline_id","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_in_force" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline" ON "agent_contracts" USING btree ("upline_id","kind","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_settle" ON "agent_contracts" USING btree ("brand_id","kind","period");--> statement-breakpoint
CREATE INDEX "contract_settlements_downline" ON "contract_settlements" USING btree ("downline_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "contract_settlements_upline" ON "contract_settlements" USING btree ("upline_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "contract_settlements_open" ON "contract_settlements" USING btree ("brand_id","kind") WHERE "contract_settlements"."status" = 'in_process';--> statement-breakpoint
CREATE INDEX "team_day_stats_brand_day" ON "team_day_stats" USING btree ("brand_id","day");--> statement-breakpoint
-- Contracts (issue 6): a downline's contract rate never above its upline's own, kept by the database.
-- The cap of an agent for a kind: the max rate of its accepted contract of that kind with its upline;
-- a top agent (no upline) may offer up to the top cap; any other agent without one may offer nothing.
-- Keep the top caps in step with TOP_AGENT_RATE_CAP_BP (packages/contracts/src/agent-contracts.ts).
CREATE FUNCTION agent_contract_cap(agent integer, contract_kind text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN (SELECT m.upline_id FROM members m WHERE m.id = agent) IS NULL
      THEN CASE contract_kind WHEN 'dividend' THEN 5000 ELSE 300 END
    ELSE coalesce((SELECT c.max_rate_bp FROM agent_contracts c
                    WHERE c.downline_id = agent AND c.kind = contract_kind AND c.status = 'accepted'), -1)
  END
$$;--> statement-breakpoint
-- Checked at commit (deferred), so one transaction may lower a contract and end the downline
-- contracts above it in either order; whatever it leaves must hold.
CREATE FUNCTION agent_contracts_cap_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  above integer;
BEGIN
  IF NEW.status = 'accepted' THEN
    IF NOT EXISTS (SELECT 1 FROM members d WHERE d.id = NEW.downline_id AND d.upline_id = NEW.upline_id
                      AND d.brand_id = NEW.brand_id AND d.type IN (1, 2, 41, 42)) THEN
      RAISE EXCEPTION 'a contract is only with a direct downline agent'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'agent_contracts_direct';
    END IF;
    IF NEW.max_rate_bp > agent_contract_cap(NEW.upline_id, NEW.kind) THEN
      RAISE EXCEPTION 'contract rate above the upline''s'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'agent_contracts_upline_cap';
    END IF;
  END IF;
  -- The downline's own contracts of this kind must still fit under whatever it holds now.
  SELECT max(c.max_rate_bp) INTO above FROM agent_contracts c
   WHERE c.upline_id = NEW.downline_id AND c.kind = NEW.kind AND c.status = 'accepted';
  IF above IS NOT NULL AND above > agent_contract_cap(NEW.downline_id, NEW.kind) THEN
    RAISE EXCEPTION 'a downline contract rate above its upline''s'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'agent_contracts_upline_cap';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER agent_contracts_cap AFTER INSERT OR UPDATE ON agent_contracts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION agent_contracts_cap_check();--> statement-breakpoint
-- Settlement rows are history: their figures never change; only an in_process row may become paid.
CREATE FUNCTION contract_settlements_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'settlement rows are never deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.status <> 'in_process' OR NEW.status <> 'paid' OR NEW.amount_minor <> OLD.amount_minor
     OR NEW.contract_id <> OLD.contract_id OR NEW.period_start <> OLD.period_start THEN
    RAISE EXCEPTION 'a settlement row only goes from in_process to paid' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER contract_settlements_guard BEFORE UPDATE OR DELETE ON contract_settlements
  FOR EACH ROW EXECUTE FUNCTION contract_settlements_guard();
