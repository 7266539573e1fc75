-- An account's identity (member or house, its shard) is fixed when it is created: the guard
-- already refuses any UPDATE of kind, member_id or shard, so the CHECKs ledger_accounts_owner and ledger_accounts_member_shard (dropped by the
-- next migration) only ever decided at INSERT, yet PostgreSQL parsed and evaluated them on every
-- balance update. The guard now checks them at INSERT, with the same SQLSTATE (23514) and
-- constraint names. ledger_member_nonnegative stays a CHECK: it is what every update must pass.
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
  RETURN NEW;
END $$;
