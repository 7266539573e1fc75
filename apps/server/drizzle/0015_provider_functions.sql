ALTER TABLE "provider_transactions" ADD COLUMN "settles" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The provider wallet in one round trip per call (issue 13): provider_bet, provider_win and
-- provider_rollback each hold the whole call: the idempotency claim by (brand, vendor, transaction
-- id) with the stored answer for a replay, the player checks (exists, active, not in a time-out or
-- self-exclusion, within loss and wager limits), the round, the ledger transfer through
-- ledger_post(), the limits' hourly counters and the recorded call with its answer. They return
-- (code, body): code NULL with the answer, 'REPLAY' with the stored answer, or an error code with
-- the details the message needs. A refusal writes nothing, so a retry is judged afresh.
--
-- Lock order, the same in all three: the transaction id (advisory), the member's cash account,
-- the round, then the house account inside ledger_post(). Taking the member's cash row first
-- serialises one member's calls, which is what makes a burst of bets unable to pass a limit.
CREATE FUNCTION minor_text(v bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN v < 0 THEN '-' ELSE '' END || (abs(v) / 100)::text || '.' || lpad((abs(v) % 100)::text, 2, '0')
$$;
--> statement-breakpoint
-- The first loss or wager limit a new stake of p_amount would pass, as the refusal's details: the
-- member's hourly usage of the last 30 days is read once and summed per window.
CREATE FUNCTION provider_limit_breach(p_member integer, p_amount bigint, p_now timestamptz) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('kind', l.kind, 'period', l.period, 'limit', minor_text(l.eff), 'used', minor_text(greatest(x.used, 0)))
    FROM (SELECT coalesce(sum(g.wager_minor) FILTER (WHERE g.hour >= date_trunc('hour', p_now - interval '24 hours')), 0)::bigint AS wd,
                 coalesce(sum(g.wager_minor) FILTER (WHERE g.hour >= date_trunc('hour', p_now - interval '7 days')), 0)::bigint AS ww,
                 coalesce(sum(g.wager_minor), 0)::bigint AS wm,
                 coalesce(sum(g.loss_minor) FILTER (WHERE g.hour >= date_trunc('hour', p_now - interval '24 hours')), 0)::bigint AS ld,
                 coalesce(sum(g.loss_minor) FILTER (WHERE g.hour >= date_trunc('hour', p_now - interval '7 days')), 0)::bigint AS lw,
                 coalesce(sum(g.loss_minor), 0)::bigint AS lm
            FROM rg_usage g WHERE g.member_id = p_member AND g.hour >= date_trunc('hour', p_now - interval '30 days')) u
    CROSS JOIN LATERAL (
      SELECT r.kind, r.period,
             CASE WHEN r.pending_at IS NOT NULL AND r.pending_at <= p_now
                  THEN CASE WHEN r.pending_remove THEN NULL ELSE r.pending_minor END
                  ELSE r.amount_minor END AS eff
        FROM rg_limits r WHERE r.member_id = p_member AND r.kind IN ('loss', 'wager')) l
    CROSS JOIN LATERAL (
      SELECT CASE l.kind || ':' || l.period
               WHEN 'wager:day' THEN u.wd WHEN 'wager:week' THEN u.ww WHEN 'wager:month' THEN u.wm
               WHEN 'loss:day' THEN u.ld WHEN 'loss:week' THEN u.lw ELSE u.lm END AS used) x
   WHERE l.eff IS NOT NULL AND x.used + p_amount > l.eff
   ORDER BY l.eff - x.used
   LIMIT 1
$$;
--> statement-breakpoint
CREATE FUNCTION provider_house(p_brand integer, p_vendor text, p_key text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_shard smallint := (abs(hashtext(p_key)) % 16)::smallint;
  v_id bigint;
BEGIN
  SELECT a.id INTO v_id FROM ledger_accounts a
   WHERE a.brand_id = p_brand AND a.kind = 'house_game' AND a.member_id IS NULL AND a.vendor = p_vendor AND a.shard = v_shard;
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (brand_id, kind, member_id, vendor, shard) VALUES (p_brand, 'house_game', NULL, p_vendor, v_shard)
    ON CONFLICT DO NOTHING;
    SELECT a.id INTO v_id FROM ledger_accounts a
     WHERE a.brand_id = p_brand AND a.kind = 'house_game' AND a.member_id IS NULL AND a.vendor = p_vendor AND a.shard = v_shard;
  END IF;
  RETURN v_id;
END $$;
--> statement-breakpoint
CREATE FUNCTION provider_bet(
  p_brand integer, p_vendor text, p_tx text, p_round text, p_member integer, p_game text,
  p_amount bigint, p_hash text, p_currency text, p_now timestamptz
) RETURNS TABLE (code text, body jsonb) LANGUAGE plpgsql
-- PL/pgSQL keeps a generic plan per statement for the life of a connection; one made while a
-- table was small would scan it whole for ever after. Every lookup here has its index.
SET enable_seqscan = off AS $$
DECLARE
  v_hash text;
  v_stored jsonb;
  v_status text;
  v_blocked timestamptz;
  v_limits boolean;
  v_cash bigint;
  v_balance bigint;
  v_owner integer;
  v_round_status text;
  v_breach jsonb;
  v_answer jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('prov:' || p_brand || ':' || p_vendor || ':' || p_tx, 0));
  SELECT t.request_hash, t.response INTO v_hash, v_stored FROM provider_transactions t
   WHERE t.brand_id = p_brand AND t.vendor = p_vendor AND t.tx_id = p_tx;
  IF FOUND THEN
    IF v_hash = p_hash THEN RETURN QUERY SELECT 'REPLAY', v_stored; ELSE RETURN QUERY SELECT 'PROVIDER_DUPLICATE_MISMATCH', '{}'::jsonb; END IF;
    RETURN;
  END IF;

  SELECT m.status, s.blocked_until, coalesce(s.bet_limits, false) INTO v_status, v_blocked, v_limits
    FROM members m LEFT JOIN rg_state s ON s.member_id = m.id
   WHERE m.id = p_member AND m.brand_id = p_brand;
  IF NOT FOUND THEN RETURN QUERY SELECT 'PROVIDER_PLAYER_UNKNOWN', '{}'::jsonb; RETURN; END IF;
  IF v_status <> 'active' THEN RETURN QUERY SELECT 'PROVIDER_PLAYER_DISABLED', '{}'::jsonb; RETURN; END IF;
  IF v_blocked IS NOT NULL AND v_blocked > p_now THEN
    RETURN QUERY SELECT 'PROVIDER_PLAYER_EXCLUDED', jsonb_build_object('until', v_blocked); RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM provider_transactions t WHERE t.brand_id = p_brand AND t.vendor = p_vendor
              AND t.ref_tx_id = p_tx AND t.kind = 'rollback') THEN
    RETURN QUERY SELECT 'PROVIDER_BET_ROLLED_BACK', '{}'::jsonb; RETURN;
  END IF;

  -- The member's cash account, locked (created at zero when missing): it serialises the member's calls.
  SELECT a.id, a.balance_minor INTO v_cash, v_balance FROM ledger_accounts a
   WHERE a.brand_id = p_brand AND a.kind = 'member_cash' AND a.member_id = p_member AND a.vendor = '' AND a.shard = 0
   FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO ledger_accounts (brand_id, kind, member_id, vendor, shard) VALUES (p_brand, 'member_cash', p_member, '', 0)
    ON CONFLICT DO NOTHING;
    SELECT a.id, a.balance_minor INTO v_cash, v_balance FROM ledger_accounts a
     WHERE a.brand_id = p_brand AND a.kind = 'member_cash' AND a.member_id = p_member AND a.vendor = '' AND a.shard = 0
     FOR UPDATE;
  END IF;
  SELECT r.member_id, r.status INTO v_owner, v_round_status FROM bet_rounds r
   WHERE r.brand_id = p_brand AND r.vendor = p_vendor AND r.round_id = p_round;
  IF FOUND THEN
    IF v_owner <> p_member THEN RETURN QUERY SELECT 'ROUND_NOT_OWNED', '{}'::jsonb; RETURN; END IF;
    IF v_round_status <> 'open' THEN
      RETURN QUERY SELECT 'PROVIDER_ROUND_CLOSED', jsonb_build_object('roundId', p_round, 'status', v_round_status); RETURN;
    END IF;
  END IF;
  IF v_balance < p_amount THEN
    RETURN QUERY SELECT 'PROVIDER_INSUFFICIENT_FUNDS', jsonb_build_object('balance', minor_text(v_balance)); RETURN;
  END IF;
  IF v_limits THEN
    v_breach := provider_limit_breach(p_member, p_amount, p_now);
    IF v_breach IS NOT NULL THEN RETURN QUERY SELECT 'PROVIDER_LIMIT_EXCEEDED', v_breach; RETURN; END IF;
  END IF;

  -- The member's cash lock is held, so the round cannot change hands or close before this upsert;
  -- a round another member opened in between fails the WHERE and is refused like any foreign round.
  INSERT INTO bet_rounds AS r (brand_id, member_id, vendor, game_code, round_id, stake_minor, started_at)
  VALUES (p_brand, p_member, p_vendor, p_game, p_round, p_amount, p_now)
  ON CONFLICT (brand_id, vendor, round_id) DO UPDATE SET stake_minor = r.stake_minor + excluded.stake_minor
   WHERE r.status = 'open' AND r.member_id = excluded.member_id;
  IF NOT FOUND THEN RETURN QUERY SELECT 'ROUND_NOT_OWNED', '{}'::jsonb; RETURN; END IF;

  SELECT l.from_balance INTO v_balance FROM ledger_post(p_brand, 'provider:' || p_vendor, 'bet:' || p_tx, 'bet', v_cash,
    provider_house(p_brand, p_vendor, 'bet:' || p_tx), p_amount,
    jsonb_build_object('vendor', p_vendor, 'roundId', p_round, 'gameCode', p_game)) l;
  INSERT INTO rg_usage AS g (member_id, hour, wager_minor, loss_minor) VALUES (p_member, date_trunc('hour', p_now), p_amount, p_amount)
  ON CONFLICT (member_id, hour) DO UPDATE SET wager_minor = g.wager_minor + p_amount, loss_minor = g.loss_minor + p_amount;
  v_answer := jsonb_build_object('playerId', p_member::text, 'transactionId', p_tx, 'currency', p_currency, 'balance', minor_text(v_balance));
  INSERT INTO provider_transactions (brand_id, vendor, tx_id, kind, round_id, member_id, amount_minor, request_hash, response, created_at)
  VALUES (p_brand, p_vendor, p_tx, 'bet', p_round, p_member, p_amount, p_hash, v_answer, p_now);
  RETURN QUERY SELECT NULL::text, v_answer;
END $$;
--> statement-breakpoint
CREATE FUNCTION provider_win(
  p_brand integer, p_vendor text, p_tx text, p_round text, p_member integer, p_game text,
  p_amount bigint, p_final boolean, p_hash text, p_currency text, p_now timestamptz
) RETURNS TABLE (code text, body jsonb) LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_hash text;
  v_stored jsonb;
  v_cash bigint;
  v_balance bigint;
  v_round bigint;
  v_owner integer;
  v_round_status text;
  v_answer jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('prov:' || p_brand || ':' || p_vendor || ':' || p_tx, 0));
  SELECT t.request_hash, t.response INTO v_hash, v_stored FROM provider_transactions t
   WHERE t.brand_id = p_brand AND t.vendor = p_vendor AND t.tx_id = p_tx;
  IF FOUND THEN
    IF v_hash = p_hash THEN RETURN QUERY SELECT 'REPLAY', v_stored; ELSE RETURN QUERY SELECT 'PROVIDER_DUPLICATE_MISMATCH', '{}'::jsonb; END IF;
    RETURN;
  END IF;
  -- A win needs no active player: a round opened before a disable or a time-out still settles.
  SELECT a.id, a.balance_minor INTO v_cash, v_balance FROM ledger_accounts a
   WHERE a.brand_id = p_brand AND a.kind = 'member_cash' AND a.member_id = p_member AND a.vendor = '' AND a.shard = 0
   FOR UPDATE;
  IF NOT FOUND THEN
    IF NOT EXISTS (SELECT 1 FROM members m WHERE m.id = p_member AND m.brand_id = p_brand) THEN
      RETURN QUERY SELECT 'PROVIDER_PLAYER_UNKNOWN', '{}'::jsonb; RETURN;
    END IF;
    RETURN QUERY SELECT 'PROVIDER_ROUND_UNKNOWN', jsonb_build_object('roundId', p_round); RETURN;
  END IF;
  SELECT r.id, r.member_id, r.status INTO v_round, v_owner, v_round_status FROM bet_rounds r
   WHERE r.brand_id = p_brand AND r.vendor = p_vendor AND r.round_id = p_round FOR UPDATE;
  IF NOT FOUND THEN RETURN QUERY SELECT 'PROVIDER_ROUND_UNKNOWN', jsonb_build_object('roundId', p_round); RETURN; END IF;
  IF v_owner <> p_member THEN RETURN QUERY SELECT 'ROUND_NOT_OWNED', '{}'::jsonb; RETURN; END IF;
  IF v_round_status <> 'open' THEN
    RETURN QUERY SELECT 'PROVIDER_ROUND_CLOSED', jsonb_build_object('roundId', p_round, 'status', v_round_status); RETURN;
  END IF;

  IF p_amount > 0 THEN
    SELECT l.to_balance INTO v_balance FROM ledger_post(p_brand, 'provider:' || p_vendor, 'win:' || p_tx, 'win',
      provider_house(p_brand, p_vendor, 'win:' || p_tx), v_cash, p_amount,
      jsonb_build_object('vendor', p_vendor, 'roundId', p_round, 'gameCode', p_game)) l;
    INSERT INTO rg_usage AS g (member_id, hour, wager_minor, loss_minor) VALUES (p_member, date_trunc('hour', p_now), 0, -p_amount)
    ON CONFLICT (member_id, hour) DO UPDATE SET loss_minor = g.loss_minor - p_amount;
  END IF;
  UPDATE bet_rounds r SET win_minor = r.win_minor + p_amount,
         status = CASE WHEN p_final THEN 'settled' ELSE r.status END,
         settled_at = CASE WHEN p_final THEN p_now ELSE r.settled_at END
   WHERE r.id = v_round;
  v_answer := jsonb_build_object('playerId', p_member::text, 'transactionId', p_tx, 'currency', p_currency, 'balance', minor_text(v_balance));
  INSERT INTO provider_transactions (brand_id, vendor, tx_id, kind, round_id, member_id, amount_minor, request_hash, response, created_at, settles)
  VALUES (p_brand, p_vendor, p_tx, 'win', p_round, p_member, p_amount, p_hash, v_answer, p_now, p_final);
  RETURN QUERY SELECT NULL::text, v_answer;
END $$;
--> statement-breakpoint
-- A refund of a bet by its id. An unknown bet is recorded with no money (so the bet arriving
-- later is refused), a second rollback of the same bet moves nothing, a settled round refuses.
CREATE FUNCTION provider_rollback(
  p_brand integer, p_vendor text, p_tx text, p_ref text, p_round text, p_member integer,
  p_hash text, p_currency text, p_now timestamptz
) RETURNS TABLE (code text, body jsonb) LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_hash text;
  v_stored jsonb;
  v_cash bigint;
  v_balance bigint;
  v_bet record;
  v_round record;
  v_refund bigint := 0;
  v_answer jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('prov:' || p_brand || ':' || p_vendor || ':' || p_ref, 0));
  SELECT t.request_hash, t.response INTO v_hash, v_stored FROM provider_transactions t
   WHERE t.brand_id = p_brand AND t.vendor = p_vendor AND t.tx_id = p_tx;
  IF FOUND THEN
    IF v_hash = p_hash THEN RETURN QUERY SELECT 'REPLAY', v_stored; ELSE RETURN QUERY SELECT 'PROVIDER_DUPLICATE_MISMATCH', '{}'::jsonb; END IF;
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM members m WHERE m.id = p_member AND m.brand_id = p_brand) THEN
    RETURN QUERY SELECT 'PROVIDER_PLAYER_UNKNOWN', '{}'::jsonb; RETURN;
  END IF;

  SELECT a.id, a.balance_minor INTO v_cash, v_balance FROM ledger_accounts a
   WHERE a.brand_id = p_brand AND a.kind = 'member_cash' AND a.member_id = p_member AND a.vendor = '' AND a.shard = 0
   FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO ledger_accounts (brand_id, kind, member_id, vendor, shard) VALUES (p_brand, 'member_cash', p_member, '', 0)
    ON CONFLICT DO NOTHING;
    SELECT a.id, a.balance_minor INTO v_cash, v_balance FROM ledger_accounts a
     WHERE a.brand_id = p_brand AND a.kind = 'member_cash' AND a.member_id = p_member AND a.vendor = '' AND a.shard = 0
     FOR UPDATE;
  END IF;
  SELECT t.kind, t.member_id, t.round_id, t.amount_minor, t.created_at INTO v_bet FROM provider_transactions t
   WHERE t.brand_id = p_brand AND t.vendor = p_vendor AND t.tx_id = p_ref;
  IF FOUND AND v_bet.kind = 'bet' AND NOT EXISTS (
       SELECT 1 FROM provider_transactions t WHERE t.brand_id = p_brand AND t.vendor = p_vendor
          AND t.ref_tx_id = p_ref AND t.kind = 'rollback') THEN
    IF v_bet.member_id <> p_member THEN RETURN QUERY SELECT 'PLAYER_NOT_OWNER', '{}'::jsonb; RETURN; END IF;
    SELECT r.id, r.status INTO v_round FROM bet_rounds r
     WHERE r.brand_id = p_brand AND r.vendor = p_vendor AND r.round_id = v_bet.round_id FOR UPDATE;
    IF v_round.status IS DISTINCT FROM 'open' THEN
      RETURN QUERY SELECT 'PROVIDER_ROUND_CLOSED',
        jsonb_build_object('roundId', v_bet.round_id, 'status', coalesce(v_round.status, 'closed')); RETURN;
    END IF;
    v_refund := v_bet.amount_minor;
    SELECT l.to_balance INTO v_balance FROM ledger_post(p_brand, 'provider:' || p_vendor, 'rollback:' || p_tx, 'bet_refund',
      provider_house(p_brand, p_vendor, 'rollback:' || p_tx), v_cash, v_refund,
      jsonb_build_object('vendor', p_vendor, 'roundId', v_bet.round_id, 'refTransactionId', p_ref)) l;
    UPDATE bet_rounds r SET stake_minor = r.stake_minor - v_refund,
           status = CASE WHEN r.stake_minor - v_refund = 0 AND r.win_minor = 0 THEN 'cancelled' ELSE r.status END,
           settled_at = CASE WHEN r.stake_minor - v_refund = 0 AND r.win_minor = 0 THEN p_now ELSE r.settled_at END
     WHERE r.id = v_round.id;
    -- The refund leaves the hour its bet counted in, so every window sees the bet as never made.
    INSERT INTO rg_usage AS g (member_id, hour, wager_minor, loss_minor)
    VALUES (p_member, date_trunc('hour', v_bet.created_at), -v_refund, -v_refund)
    ON CONFLICT (member_id, hour) DO UPDATE SET wager_minor = g.wager_minor - v_refund, loss_minor = g.loss_minor - v_refund;
  END IF;
  v_answer := jsonb_build_object('playerId', p_member::text, 'transactionId', p_tx, 'currency', p_currency, 'balance', minor_text(v_balance));
  INSERT INTO provider_transactions (brand_id, vendor, tx_id, kind, ref_tx_id, round_id, member_id, amount_minor, request_hash, response, created_at)
  VALUES (p_brand, p_vendor, p_tx, 'rollback', p_ref, p_round, p_member, v_refund, p_hash, v_answer, p_now);
  RETURN QUERY SELECT NULL::text, v_answer;
END $$;
--> statement-breakpoint
-- member_day_stats is now applied from the bet events (bet-events consumer), not per row of bet_rounds.
DROP TRIGGER member_day_stats_insert ON bet_rounds;
--> statement-breakpoint
DROP TRIGGER member_day_stats_update ON bet_rounds;
--> statement-breakpoint
DROP FUNCTION member_day_stats_apply();
--> statement-breakpoint
-- Every event is written once: the calls are append-only.
CREATE FUNCTION provider_transactions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'provider transactions are append-only' USING ERRCODE = 'LG003';
END $$;
--> statement-breakpoint
CREATE TRIGGER provider_transactions_guard BEFORE UPDATE OR DELETE ON provider_transactions
  FOR EACH ROW EXECUTE FUNCTION provider_transactions_guard();
