-- The ledger's CHECK constraints move into its guard triggers, which already run for every row
-- written (issue 13): PostgreSQL parses and prepares a table's CHECK expressions again for every
-- statement that writes it, about 5% of the database's work per provider wallet call, while the
-- trigger's conditions are compiled once per connection. The rules, SQLSTATE (23514) and
-- constraint names are unchanged, so callers see the same error; the next migration drops the CHECKs.
CREATE OR REPLACE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance_minor <> 0 THEN
      RAISE EXCEPTION 'a ledger account starts at zero' USING ERRCODE = 'LG003';
    END IF;
    IF (NEW.kind LIKE 'member%') <> (NEW.member_id IS NOT NULL) THEN
      RAISE EXCEPTION 'a member account has a member and a house account none'
        USING ERRCODE = 'check_violation', TABLE = 'ledger_accounts', CONSTRAINT = 'ledger_accounts_owner';
    END IF;
    IF NEW.member_id IS NOT NULL AND NEW.shard <> 0 THEN
      RAISE EXCEPTION 'a member account has one shard'
        USING ERRCODE = 'check_violation', TABLE = 'ledger_accounts', CONSTRAINT = 'ledger_accounts_member_shard';
    END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger accounts are never deleted' USING ERRCODE = 'LG003';
  END IF;
  IF (NEW.balance_minor IS DISTINCT FROM OLD.balance_minor
      AND current_setting('ledger.posting', true) IS DISTINCT FROM 'on')
     OR NEW.id <> OLD.id OR NEW.brand_id <> OLD.brand_id OR NEW.kind <> OLD.kind
     OR NEW.member_id IS DISTINCT FROM OLD.member_id OR NEW.vendor <> OLD.vendor OR NEW.shard <> OLD.shard THEN
    RAISE EXCEPTION 'ledger balances change only through ledger_post()' USING ERRCODE = 'LG003';
  END IF;
  -- The rule that must never break: a member's money is never negative.
  IF NEW.member_id IS NOT NULL AND NEW.balance_minor < 0 THEN
    RAISE EXCEPTION 'a member account never goes below zero'
      USING ERRCODE = 'check_violation', TABLE = 'ledger_accounts', CONSTRAINT = 'ledger_member_nonnegative';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_transfers_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND current_setting('ledger.posting', true) = 'on' THEN
    IF NEW.amount_minor <= 0 THEN
      RAISE EXCEPTION 'a transfer moves a positive amount'
        USING ERRCODE = 'check_violation', TABLE = 'ledger_transfers', CONSTRAINT = 'ledger_transfers_positive';
    END IF;
    IF NEW.from_account_id = NEW.to_account_id THEN
      RAISE EXCEPTION 'a transfer has two different accounts'
        USING ERRCODE = 'check_violation', TABLE = 'ledger_transfers', CONSTRAINT = 'ledger_transfers_two_sides';
    END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger transfers are append-only and written by ledger_post()' USING ERRCODE = 'LG003';
END $$;
