-- The wallet functions, lighter and safer per call (issue 13); behaviour, locks and their order unchanged.
--
-- A member is looked up by its primary key only. The functions joined members on
-- `m.id = a.member_id AND m.brand_id = p_brand`; PL/pgSQL keeps one generic plan per statement for
-- the life of a connection, and one planned while the table was small (a new brand, the bench, the
-- tests) took the index on (brand_id, last_login_at) with `id` as a filter: every stake read every
-- member of the brand, for as long as the connection lived. The brand is now compared in PL/pgSQL
-- after a lookup by id, so no plan can take a brand index for it.
--
-- Fewer executor start-ups. PL/pgSQL runs a plain expression assigned to a variable on its fast
-- path, but PERFORM, and an IF whose condition holds a sub-select, as a full query with its own
-- executor set-up and tear-down (most of a call's instructions, cachegrind): the advisory lock of
-- every call and the two set_config() flags of every posting become assignments, and a bet's
-- "first call of this member?" check reads members only when the cash account was not found.
CREATE OR REPLACE FUNCTION ledger_apply(
  p_brand integer, p_source text, p_key text, p_type text,
  p_from bigint, p_to bigint, p_amount bigint, p_memo jsonb
) RETURNS ledger_transfers LANGUAGE plpgsql AS $$
DECLARE
  v_from_bal bigint;
  v_to_bal bigint;
  v_row ledger_transfers;
  v_flag text;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'amount must be positive' USING ERRCODE = 'LG002';
  END IF;
  v_flag := set_config('ledger.posting', 'on', true);
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
  VALUES (p_brand, p_source, p_key, p_type, p_from, p_to, p_amount, v_from_bal, v_to_bal,
          p_type || ':' || p_from || '>' || p_to || ':' || p_amount, coalesce(p_memo, '{}'::jsonb))
  RETURNING t.* INTO v_row;
  v_flag := set_config('ledger.posting', 'off', true);
  RETURN v_row;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION provider_bet(
  p_brand integer, p_vendor text, p_tx text, p_round text, p_member integer, p_game text,
  p_amount bigint, p_hash text, p_currency text, p_now timestamptz,
  OUT code text, OUT body jsonb
) LANGUAGE plpgsql
-- PL/pgSQL keeps a generic plan per statement for the life of a connection; one made while a
-- table was small would scan it whole for ever after. Every lookup here has its index.
SET enable_seqscan = off AS $$
DECLARE
  v_locked boolean;
  v_hash text;
  v_stored jsonb;
  v_rolled boolean;
  v_status text;
  v_member_brand integer;
  v_blocked timestamptz;
  v_limits boolean;
  v_cash bigint;
  v_balance bigint;
  v_owner integer;
  v_round_status text;
  v_house bigint;
  v_breach jsonb;
  v_post ledger_transfers;
  v_answer jsonb;
BEGIN
  v_locked := pg_advisory_xact_lock(hashtextextended('prov:' || p_brand || ':' || p_vendor || ':' || p_tx, 0)) IS NULL;
  -- The member's cash account, locked, with the member: it serialises the member's calls.
  SELECT a.id, a.balance_minor, m.status, m.brand_id, s.blocked_until, coalesce(s.bet_limits, false)
    INTO v_cash, v_balance, v_status, v_member_brand, v_blocked, v_limits
    FROM ledger_accounts a
    JOIN members m ON m.id = p_member
    LEFT JOIN rg_state s ON s.member_id = p_member
   WHERE a.brand_id = p_brand AND a.kind = 'member_cash' AND a.member_id = p_member AND a.vendor = '' AND a.shard = 0
     FOR UPDATE OF a;
  IF v_member_brand IS DISTINCT FROM p_brand THEN v_status := NULL; END IF;
  IF NOT FOUND THEN
    IF (SELECT m.brand_id FROM members m WHERE m.id = p_member) IS NOT DISTINCT FROM p_brand THEN
      -- A member's first call: the cash account is created at zero (and this bet refused for funds).
      INSERT INTO ledger_accounts (brand_id, kind, member_id, vendor, shard) VALUES (p_brand, 'member_cash', p_member, '', 0)
      ON CONFLICT DO NOTHING;
      SELECT a.id, a.balance_minor, m.status, m.brand_id, s.blocked_until, coalesce(s.bet_limits, false)
        INTO v_cash, v_balance, v_status, v_member_brand, v_blocked, v_limits
        FROM ledger_accounts a
        JOIN members m ON m.id = p_member
        LEFT JOIN rg_state s ON s.member_id = p_member
       WHERE a.brand_id = p_brand AND a.kind = 'member_cash' AND a.member_id = p_member AND a.vendor = '' AND a.shard = 0
         FOR UPDATE OF a;
      IF v_member_brand IS DISTINCT FROM p_brand THEN v_status := NULL; END IF;
    END IF;
  END IF;
  -- After the lock: the stored call (a replay), the rollback tombstone and the round.
  SELECT t.request_hash, t.response, r.member_id, r.status,
         EXISTS (SELECT 1 FROM provider_transactions x WHERE x.brand_id = p_brand AND x.vendor = p_vendor
                    AND x.ref_tx_id = p_tx AND x.kind = 'rollback')
    INTO v_hash, v_stored, v_owner, v_round_status, v_rolled
    FROM (VALUES (1)) one (x)
    LEFT JOIN provider_transactions t ON t.brand_id = p_brand AND t.vendor = p_vendor AND t.tx_id = p_tx
    LEFT JOIN bet_rounds r ON r.brand_id = p_brand AND r.vendor = p_vendor AND r.round_id = p_round;
  IF v_hash IS NOT NULL THEN
    IF v_hash = p_hash THEN code := 'REPLAY'; body := v_stored; ELSE code := 'PROVIDER_DUPLICATE_MISMATCH'; body := '{}'::jsonb; END IF;
    RETURN;
  END IF;
  IF v_status IS NULL THEN code := 'PROVIDER_PLAYER_UNKNOWN'; body := '{}'::jsonb; RETURN; END IF;
  IF v_status <> 'active' THEN code := 'PROVIDER_PLAYER_DISABLED'; body := '{}'::jsonb; RETURN; END IF;
  IF v_blocked IS NOT NULL AND v_blocked > p_now THEN
    code := 'PROVIDER_PLAYER_EXCLUDED'; body := jsonb_build_object('until', v_blocked); RETURN;
  END IF;
  IF v_rolled THEN code := 'PROVIDER_BET_ROLLED_BACK'; body := '{}'::jsonb; RETURN; END IF;
  IF v_owner IS NOT NULL THEN
    IF v_owner <> p_member THEN code := 'ROUND_NOT_OWNED'; body := '{}'::jsonb; RETURN; END IF;
    IF v_round_status <> 'open' THEN
      code := 'PROVIDER_ROUND_CLOSED'; body := jsonb_build_object('roundId', p_round, 'status', v_round_status); RETURN;
    END IF;
  END IF;
  IF v_balance < p_amount THEN
    code := 'PROVIDER_INSUFFICIENT_FUNDS'; body := jsonb_build_object('balance', minor_text(v_balance)); RETURN;
  END IF;
  IF v_limits THEN
    -- The first loss or wager limit this stake would pass: the hourly usage of the last 30 days
    -- read once and summed per window, against each limit in force now.
    SELECT jsonb_build_object('kind', l.kind, 'period', l.period, 'limit', minor_text(l.eff), 'used', minor_text(greatest(x.used, 0)))
      INTO v_breach
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
     LIMIT 1;
    IF v_breach IS NOT NULL THEN code := 'PROVIDER_LIMIT_EXCEEDED'; body := v_breach; RETURN; END IF;
  END IF;

  -- The member's cash lock is held, so the round cannot change hands or close after this upsert; a
  -- round another member opened, or this member's round closed, in between fails the WHERE.
  INSERT INTO bet_rounds AS r (brand_id, member_id, vendor, game_code, round_id, stake_minor, started_at)
  VALUES (p_brand, p_member, p_vendor, p_game, p_round, p_amount, p_now)
  ON CONFLICT (brand_id, vendor, round_id) DO UPDATE SET stake_minor = r.stake_minor + excluded.stake_minor
   WHERE r.status = 'open' AND r.member_id = excluded.member_id;
  IF NOT FOUND THEN
    SELECT r.member_id, r.status INTO v_owner, v_round_status FROM bet_rounds r
     WHERE r.brand_id = p_brand AND r.vendor = p_vendor AND r.round_id = p_round;
    IF v_owner = p_member THEN
      code := 'PROVIDER_ROUND_CLOSED'; body := jsonb_build_object('roundId', p_round, 'status', v_round_status); RETURN;
    END IF;
    code := 'ROUND_NOT_OWNED'; body := '{}'::jsonb; RETURN;
  END IF;

  SELECT a.id INTO v_house FROM ledger_accounts a
     WHERE a.brand_id = p_brand AND a.kind = 'house_game' AND a.member_id IS NULL AND a.vendor = p_vendor
       AND a.shard = (p_member % 64)::smallint;
  IF v_house IS NULL THEN v_house := provider_house_at(p_brand, p_vendor, (p_member % 64)::smallint); END IF;
  v_post := ledger_apply(p_brand, 'provider:' || p_vendor, 'bet:' || p_tx, 'bet', v_cash, v_house, p_amount,
    jsonb_build_object('vendor', p_vendor, 'roundId', p_round, 'gameCode', p_game));
  INSERT INTO rg_usage AS g (member_id, hour, wager_minor, loss_minor) VALUES (p_member, date_trunc('hour', p_now), p_amount, p_amount)
  ON CONFLICT (member_id, hour) DO UPDATE SET wager_minor = g.wager_minor + p_amount, loss_minor = g.loss_minor + p_amount;
  v_answer := jsonb_build_object('playerId', p_member::text, 'transactionId', p_tx, 'currency', p_currency,
    'balance', minor_text(v_post.from_balance_after));
  INSERT INTO provider_transactions (brand_id, vendor, tx_id, kind, round_id, member_id, amount_minor, request_hash, response, created_at)
  VALUES (p_brand, p_vendor, p_tx, 'bet', p_round, p_member, p_amount, p_hash, v_answer, p_now);
  code := NULL; body := v_answer;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION provider_win(
  p_brand integer, p_vendor text, p_tx text, p_round text, p_member integer, p_game text,
  p_amount bigint, p_final boolean, p_hash text, p_currency text, p_now timestamptz,
  OUT code text, OUT body jsonb
) LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_locked boolean;
  v_hash text;
  v_stored jsonb;
  v_cash bigint;
  v_balance bigint;
  v_owner integer;
  v_round_status text;
  v_house bigint;
  v_post ledger_transfers;
  v_answer jsonb;
BEGIN
  v_locked := pg_advisory_xact_lock(hashtextextended('prov:' || p_brand || ':' || p_vendor || ':' || p_tx, 0)) IS NULL;
  SELECT t.request_hash, t.response INTO v_hash, v_stored FROM provider_transactions t
   WHERE t.brand_id = p_brand AND t.vendor = p_vendor AND t.tx_id = p_tx;
  IF FOUND THEN
    IF v_hash = p_hash THEN code := 'REPLAY'; body := v_stored; ELSE code := 'PROVIDER_DUPLICATE_MISMATCH'; body := '{}'::jsonb; END IF;
    RETURN;
  END IF;
  -- A win needs no active player: a round opened before a disable or a time-out still settles.
  SELECT a.id, a.balance_minor INTO v_cash, v_balance FROM ledger_accounts a
   WHERE a.brand_id = p_brand AND a.kind = 'member_cash' AND a.member_id = p_member AND a.vendor = '' AND a.shard = 0
   FOR UPDATE;
  IF NOT FOUND THEN
    IF NOT (SELECT m.brand_id FROM members m WHERE m.id = p_member) IS NOT DISTINCT FROM p_brand THEN
      code := 'PROVIDER_PLAYER_UNKNOWN'; body := '{}'::jsonb; RETURN;
    END IF;
    code := 'PROVIDER_ROUND_UNKNOWN'; body := jsonb_build_object('roundId', p_round); RETURN;
  END IF;
  -- The round is settled (or added to) first, in the statement that locks it; when it is not an
  -- open round of this player, a plain read says why.
  UPDATE bet_rounds r SET win_minor = r.win_minor + p_amount,
         status = CASE WHEN p_final THEN 'settled' ELSE r.status END,
         settled_at = CASE WHEN p_final THEN p_now ELSE r.settled_at END
   WHERE r.brand_id = p_brand AND r.vendor = p_vendor AND r.round_id = p_round
     AND r.member_id = p_member AND r.status = 'open';
  IF NOT FOUND THEN
    SELECT r.member_id, r.status INTO v_owner, v_round_status FROM bet_rounds r
     WHERE r.brand_id = p_brand AND r.vendor = p_vendor AND r.round_id = p_round;
    IF NOT FOUND THEN code := 'PROVIDER_ROUND_UNKNOWN'; body := jsonb_build_object('roundId', p_round); RETURN; END IF;
    IF v_owner <> p_member THEN code := 'ROUND_NOT_OWNED'; body := '{}'::jsonb; RETURN; END IF;
    code := 'PROVIDER_ROUND_CLOSED'; body := jsonb_build_object('roundId', p_round, 'status', v_round_status); RETURN;
  END IF;

  IF p_amount > 0 THEN
    SELECT a.id INTO v_house FROM ledger_accounts a
     WHERE a.brand_id = p_brand AND a.kind = 'house_game' AND a.member_id IS NULL AND a.vendor = p_vendor
       AND a.shard = (p_member % 64)::smallint;
    IF v_house IS NULL THEN v_house := provider_house_at(p_brand, p_vendor, (p_member % 64)::smallint); END IF;
    v_post := ledger_apply(p_brand, 'provider:' || p_vendor, 'win:' || p_tx, 'win', v_house, v_cash, p_amount,
      jsonb_build_object('vendor', p_vendor, 'roundId', p_round, 'gameCode', p_game));
    v_balance := v_post.to_balance_after;
    INSERT INTO rg_usage AS g (member_id, hour, wager_minor, loss_minor) VALUES (p_member, date_trunc('hour', p_now), 0, -p_amount)
    ON CONFLICT (member_id, hour) DO UPDATE SET loss_minor = g.loss_minor - p_amount;
  END IF;
  v_answer := jsonb_build_object('playerId', p_member::text, 'transactionId', p_tx, 'currency', p_currency, 'balance', minor_text(v_balance));
  INSERT INTO provider_transactions (brand_id, vendor, tx_id, kind, round_id, member_id, amount_minor, request_hash, response, created_at, settles)
  VALUES (p_brand, p_vendor, p_tx, 'win', p_round, p_member, p_amount, p_hash, v_answer, p_now, p_final);
  code := NULL; body := v_answer;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION provider_rollback(
  p_brand integer, p_vendor text, p_tx text, p_ref text, p_round text, p_member integer,
  p_hash text, p_currency text, p_now timestamptz,
  OUT code text, OUT body jsonb
) LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_locked boolean;
  v_hash text;
  v_stored jsonb;
  v_cash bigint;
  v_balance bigint;
  v_bet record;
  v_round record;
  v_refund bigint := 0;
  v_house bigint;
  v_post ledger_transfers;
  v_answer jsonb;
BEGIN
  v_locked := pg_advisory_xact_lock(hashtextextended('prov:' || p_brand || ':' || p_vendor || ':' || p_ref, 0)) IS NULL;
  SELECT t.request_hash, t.response INTO v_hash, v_stored FROM provider_transactions t
   WHERE t.brand_id = p_brand AND t.vendor = p_vendor AND t.tx_id = p_tx;
  IF FOUND THEN
    IF v_hash = p_hash THEN code := 'REPLAY'; body := v_stored; ELSE code := 'PROVIDER_DUPLICATE_MISMATCH'; body := '{}'::jsonb; END IF;
    RETURN;
  END IF;
  IF NOT (SELECT m.brand_id FROM members m WHERE m.id = p_member) IS NOT DISTINCT FROM p_brand THEN
    code := 'PROVIDER_PLAYER_UNKNOWN'; body := '{}'::jsonb; RETURN;
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
    IF v_bet.member_id <> p_member THEN code := 'PLAYER_NOT_OWNER'; body := '{}'::jsonb; RETURN; END IF;
    SELECT r.id, r.status INTO v_round FROM bet_rounds r
     WHERE r.brand_id = p_brand AND r.vendor = p_vendor AND r.round_id = v_bet.round_id FOR UPDATE;
    IF v_round.status IS DISTINCT FROM 'open' THEN
      code := 'PROVIDER_ROUND_CLOSED'; body := jsonb_build_object('roundId', v_bet.round_id, 'status', coalesce(v_round.status, 'closed')); RETURN;
    END IF;
    v_refund := v_bet.amount_minor;
    SELECT a.id INTO v_house FROM ledger_accounts a
     WHERE a.brand_id = p_brand AND a.kind = 'house_game' AND a.member_id IS NULL AND a.vendor = p_vendor
       AND a.shard = (p_member % 64)::smallint;
    IF v_house IS NULL THEN v_house := provider_house_at(p_brand, p_vendor, (p_member % 64)::smallint); END IF;
    v_post := ledger_apply(p_brand, 'provider:' || p_vendor, 'rollback:' || p_tx, 'bet_refund', v_house, v_cash, v_refund,
      jsonb_build_object('vendor', p_vendor, 'roundId', v_bet.round_id, 'refTransactionId', p_ref));
    v_balance := v_post.to_balance_after;
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
  code := NULL; body := v_answer;
END $$;
