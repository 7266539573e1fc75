-- The ledger's rules, held by the database itself rather than only by the code that calls it.
--
-- ledger_post() is the only way money moves: it applies one transfer to both accounts (locking them
-- in id order, so two transfers never deadlock on each other), records it with both balances after,
-- and answers a replay of the same (brand, source, key) with the original transfer. The same key
-- with other content raises LG001 and moves nothing. A member account going below zero violates
-- the CHECK ledger_member_nonnegative and rolls the whole transfer back.

CREATE FUNCTION ledger_post(
  p_brand integer, p_source text, p_key text, p_type text,
  p_from bigint, p_to bigint, p_amount bigint, p_memo jsonb
) RETURNS TABLE (transfer_id bigint, replayed boolean, from_balance bigint, to_balance bigint, created_at timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_print text := p_type || ':' || p_from || '>' || p_to || ':' || p_amount;
  v_old ledger_transfers%ROWTYPE;
  v_from_bal bigint;
  v_to_bal bigint;
  v_id bigint;
  v_at timestamptz;
BEGIN
  SELECT * INTO v_old FROM ledger_transfers t
   WHERE t.brand_id = p_brand AND t.source = p_source AND t.idem_key = p_key;
  IF FOUND THEN
    IF v_old.fingerprint <> v_print THEN
      RAISE EXCEPTION 'idempotency key % of % reused with different content', p_key, p_source
        USING ERRCODE = 'LG001';
    END IF;
    RETURN QUERY SELECT v_old.id, true, v_old.from_balance_after, v_old.to_balance_after, v_old.created_at;
    RETURN;
  END IF;
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'amount must be positive' USING ERRCODE = 'LG002';
  END IF;

  PERFORM set_config('ledger.posting', 'on', true);
  IF p_from < p_to THEN
    UPDATE ledger_accounts a SET balance_minor = a.balance_minor - p_amount
     WHERE a.id = p_from AND a.brand_id = p_brand RETURNING a.balance_minor INTO v_from_bal;
    UPDATE ledger_accounts a SET balance_minor = a.balance_minor + p_amount
     WHERE a.id = p_to AND a.brand_id = p_brand RETURNING a.balance_minor INTO v_to_bal;
  ELSE
    UPDATE ledger_accounts a SET balance_minor = a.balance_minor + p_amount
     WHERE a.id = p_to AND a.brand_id = p_brand RETURNING a.balance_minor INTO v_to_bal;
    UPDATE ledger_accounts a SET balance_minor = a.balance_minor - p_amount
     WHERE a.id = p_from AND a.brand_id = p_brand RETURNING a.balance_minor INTO v_from_bal;
  END IF;
  IF v_from_bal IS NULL OR v_to_bal IS NULL THEN
    RAISE EXCEPTION 'ledger account not found in brand %', p_brand USING ERRCODE = 'LG002';
  END IF;

  INSERT INTO ledger_transfers AS t
    (brand_id, source, idem_key, type, from_account_id, to_account_id, amount_minor,
     from_balance_after, to_balance_after, fingerprint, memo)
  VALUES (p_brand, p_source, p_key, p_type, p_from, p_to, p_amount, v_from_bal, v_to_bal, v_print,
          coalesce(p_memo, '{}'::jsonb))
  RETURNING t.id, t.created_at INTO v_id, v_at;
  PERFORM set_config('ledger.posting', 'off', true);
  RETURN QUERY SELECT v_id, false, v_from_bal, v_to_bal, v_at;
END $$;
--> statement-breakpoint

-- Balances change only inside ledger_post(), and accounts are born empty: so every stored balance
-- equals the sum of its transfers, and all accounts of a brand sum to zero.
CREATE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance_minor <> 0 THEN
      RAISE EXCEPTION 'a ledger account starts at zero' USING ERRCODE = 'LG003';
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
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE INSERT OR UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard();
--> statement-breakpoint

-- Transfers are written once, by ledger_post(), and never changed.
CREATE FUNCTION ledger_transfers_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND current_setting('ledger.posting', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger transfers are append-only and written by ledger_post()' USING ERRCODE = 'LG003';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_guard BEFORE INSERT OR UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_guard();
--> statement-breakpoint
CREATE TRIGGER ledger_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_guard();
