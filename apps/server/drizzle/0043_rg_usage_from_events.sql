-- The hourly RG usage buckets (rg_usage) become a consumer of the bet events (rg.consumer.ts), as
-- turnover and the day stats are: the wallet functions no longer write them, so a member without
-- loss or wager limits pays no RG write per call, and one with limits pays only the running sums
-- on rg_state (drizzle/0042), which the limit check needs in the same round trip. Where those sums
-- are built again (a new hour, or after a rollback, a win in another hour or a limit change),
-- rg_usage_sums() adds to the buckets the events the consumer has not applied yet, so the check
-- never reads stale usage.
--
-- What a bet event does to the usage of its member: a bet adds its stake to the wager and the
-- loss of its hour, a win takes its amount off the loss of its hour, a rollback takes its refund
-- off both in the hour of the bet it refunds. One definition for the consumer and for the sums.
CREATE VIEW rg_usage_events AS
SELECT e.txid, e.id, e.member_id,
       date_trunc('hour', coalesce(b.created_at, e.created_at)) AS hour,
       CASE e.kind WHEN 'bet' THEN e.amount_minor WHEN 'rollback' THEN -e.amount_minor ELSE 0 END AS wager_minor,
       CASE e.kind WHEN 'bet' THEN e.amount_minor ELSE -e.amount_minor END AS loss_minor
  FROM provider_transactions e
  LEFT JOIN provider_transactions b
    ON e.kind = 'rollback' AND b.brand_id = e.brand_id AND b.vendor = e.vendor AND b.tx_id = e.ref_tx_id AND b.kind = 'bet'
 WHERE e.amount_minor <> 0;
--> statement-breakpoint
-- Wagered and net lost per window (from each hour boundary given): the hourly buckets, plus the
-- member's events after the rg_usage consumer's cursor, all read in one snapshot (the consumer
-- moves its cursor in the transaction that fills the buckets, so each event counts once). The
-- pending events are found through the (txid, id) index from the cursor: a few hundred rows
-- behind a running consumer, read once per member and hour by the limit check.
CREATE FUNCTION rg_usage_sums(
  p_member integer, p_day timestamptz, p_week timestamptz, p_month timestamptz,
  OUT wager_day bigint, OUT wager_week bigint, OUT wager_month bigint,
  OUT loss_day bigint, OUT loss_week bigint, OUT loss_month bigint
) LANGUAGE sql STABLE SET enable_seqscan = off AS $$
  WITH u AS (
    SELECT g.hour, g.wager_minor, g.loss_minor FROM rg_usage g WHERE g.member_id = p_member AND g.hour >= p_month
    UNION ALL
    SELECT e.hour, e.wager_minor, e.loss_minor
      FROM event_cursors c
      JOIN rg_usage_events e ON (e.txid, e.id) > (c.txid, c.last_id)
     WHERE c.name = 'rg_usage' AND e.member_id = p_member AND e.hour >= p_month
  )
  SELECT coalesce(sum(wager_minor) FILTER (WHERE hour >= p_day), 0)::bigint,
         coalesce(sum(wager_minor) FILTER (WHERE hour >= p_week), 0)::bigint,
         coalesce(sum(wager_minor), 0)::bigint,
         coalesce(sum(loss_minor) FILTER (WHERE hour >= p_day), 0)::bigint,
         coalesce(sum(loss_minor) FILTER (WHERE hour >= p_week), 0)::bigint,
         coalesce(sum(loss_minor), 0)::bigint
    FROM u
$$;
--> statement-breakpoint
-- Every event written before this migration has its bucket already (the wallet functions wrote it);
-- the consumer starts after them (migrations run at start-up, before the app serves: platform/db/database.ts).
INSERT INTO "event_cursors" ("name", "txid", "last_id")
VALUES ('rg_usage', pg_current_xact_id(), coalesce((SELECT max(id) FROM provider_transactions), 0));
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
  v_usage_hour timestamptz;
  v_hour timestamptz := date_trunc('hour', p_now);
  v_cash bigint;
  v_balance bigint;
  v_owner integer;
  v_round_status text;
  v_breach jsonb;
  v_wd bigint; v_ww bigint; v_wm bigint; v_ld bigint; v_lw bigint; v_lm bigint;
  v_limit record;
  v_used bigint;
  v_room bigint;
  v_after bigint;
  v_memo jsonb;
  v_flag text;
  v_post ledger_transfers;
  v_answer jsonb;
BEGIN
  v_locked := pg_advisory_xact_lock(hashtextextended('prov:' || p_brand || ':' || p_vendor || ':' || p_tx, 0)) IS NULL;
  -- The member's cash account, locked, with the member: it serialises the member's calls.
  SELECT a.id, a.balance_minor, m.status, m.brand_id, s.blocked_until, coalesce(s.bet_limits, false), s.usage_hour,
         s.wager_day_minor, s.wager_week_minor, s.wager_month_minor, s.loss_day_minor, s.loss_week_minor, s.loss_month_minor
    INTO v_cash, v_balance, v_status, v_member_brand, v_blocked, v_limits, v_usage_hour, v_wd, v_ww, v_wm, v_ld, v_lw, v_lm
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
      SELECT a.id, a.balance_minor, m.status, m.brand_id, s.blocked_until, coalesce(s.bet_limits, false), s.usage_hour,
             s.wager_day_minor, s.wager_week_minor, s.wager_month_minor, s.loss_day_minor, s.loss_week_minor, s.loss_month_minor
        INTO v_cash, v_balance, v_status, v_member_brand, v_blocked, v_limits, v_usage_hour, v_wd, v_ww, v_wm, v_ld, v_lw, v_lm
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
    -- The first loss or wager limit this stake would pass. Each window's usage: rg_state's running
    -- sums when they are this hour's; otherwise summed once per member and hour by rg_usage_sums()
    -- (the hourly buckets and the events not yet in them). Then each limit in force now compared
    -- with its window in PL/pgSQL (a loop over at most six rows; one query that joined, sorted and
    -- limited them cost a third more to start than to run).
    IF v_usage_hour IS DISTINCT FROM v_hour THEN
      SELECT u.wager_day, u.wager_week, u.wager_month, u.loss_day, u.loss_week, u.loss_month
        INTO v_wd, v_ww, v_wm, v_ld, v_lw, v_lm
        FROM rg_usage_sums(p_member, date_trunc('hour', p_now - interval '24 hours'),
               date_trunc('hour', p_now - interval '7 days'), date_trunc('hour', p_now - interval '30 days')) u;
    END IF;
    FOR v_limit IN
      SELECT r.kind, r.period,
             CASE WHEN r.pending_at IS NOT NULL AND r.pending_at <= p_now
                  THEN CASE WHEN r.pending_remove THEN NULL ELSE r.pending_minor END
                  ELSE r.amount_minor END AS eff
        FROM rg_limits r WHERE r.member_id = p_member AND r.kind IN ('loss', 'wager')
    LOOP
      v_used := CASE v_limit.kind || ':' || v_limit.period
                  WHEN 'wager:day' THEN v_wd WHEN 'wager:week' THEN v_ww WHEN 'wager:month' THEN v_wm
                  WHEN 'loss:day' THEN v_ld WHEN 'loss:week' THEN v_lw ELSE v_lm END;
      -- Of the limits passed, the one with the least room left.
      IF v_limit.eff IS NOT NULL AND v_used + p_amount > v_limit.eff AND (v_room IS NULL OR v_limit.eff - v_used < v_room) THEN
        v_room := v_limit.eff - v_used;
        v_breach := jsonb_build_object('kind', v_limit.kind, 'period', v_limit.period,
          'limit', minor_text(v_limit.eff), 'used', minor_text(greatest(v_used, 0)));
      END IF;
    END LOOP;
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

  -- The stake to the vendor's house shard of this member (drizzle/0039), the house account found
  -- by its key in the statement that moves it. As ledger_apply(): both balances move with the
  -- transfer row that records them, and the cash side only if the house side did (EXISTS h), so
  -- a shard without its account yet (a vendor's first calls) moves nothing and goes below.
  v_memo := jsonb_build_object('vendor', p_vendor, 'roundId', p_round, 'gameCode', p_game);
  v_flag := set_config('ledger.posting', 'on', true);
  WITH h AS (
    UPDATE ledger_accounts a SET balance_minor = a.balance_minor + p_amount
     WHERE a.brand_id = p_brand AND a.kind = 'house_game' AND a.member_id IS NULL AND a.vendor = p_vendor
       AND a.shard = (p_member % 64)::smallint
    RETURNING a.id, a.balance_minor
  ), c AS (
    UPDATE ledger_accounts a SET balance_minor = a.balance_minor - p_amount
     WHERE a.id = v_cash AND EXISTS (SELECT FROM h)
    RETURNING a.balance_minor
  )
  INSERT INTO ledger_transfers AS t
    (brand_id, source, idem_key, type, from_account_id, to_account_id, amount_minor,
     from_balance_after, to_balance_after, fingerprint, memo)
  SELECT p_brand, 'provider:' || p_vendor, 'bet:' || p_tx, 'bet', v_cash, h.id, p_amount, c.balance_minor, h.balance_minor,
         'bet:' || v_cash || '>' || h.id || ':' || p_amount, v_memo
    FROM h, c
  RETURNING t.from_balance_after INTO v_after;
  v_flag := set_config('ledger.posting', 'off', true);
  IF NOT FOUND THEN
    v_post := ledger_apply(p_brand, 'provider:' || p_vendor, 'bet:' || p_tx, 'bet', v_cash,
      provider_house_at(p_brand, p_vendor, (p_member % 64)::smallint), p_amount, v_memo);
    v_after := v_post.from_balance_after;
  END IF;
  IF v_limits THEN
    -- The running sums as of this hour (the cash lock serialises every writer: bets, wins and
    -- rollbacks of this member). The hourly bucket is the rg_usage consumer's (rg.consumer.ts).
    UPDATE rg_state s SET usage_hour = v_hour,
           wager_day_minor = v_wd + p_amount, wager_week_minor = v_ww + p_amount, wager_month_minor = v_wm + p_amount,
           loss_day_minor = v_ld + p_amount, loss_week_minor = v_lw + p_amount, loss_month_minor = v_lm + p_amount
     WHERE s.member_id = p_member;
  END IF;
  v_answer := jsonb_build_object('playerId', p_member::text, 'transactionId', p_tx, 'currency', p_currency,
    'balance', minor_text(v_after));
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
  v_flag text;
  v_memo jsonb;
  v_post ledger_transfers;
  v_answer jsonb;
  v_hour timestamptz := date_trunc('hour', p_now);
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
    -- The win from the member's house shard, in one statement as a bet's stake (provider_bet).
    v_memo := jsonb_build_object('vendor', p_vendor, 'roundId', p_round, 'gameCode', p_game);
    v_flag := set_config('ledger.posting', 'on', true);
    WITH h AS (
      UPDATE ledger_accounts a SET balance_minor = a.balance_minor - p_amount
       WHERE a.brand_id = p_brand AND a.kind = 'house_game' AND a.member_id IS NULL AND a.vendor = p_vendor
         AND a.shard = (p_member % 64)::smallint
      RETURNING a.id, a.balance_minor
    ), c AS (
      UPDATE ledger_accounts a SET balance_minor = a.balance_minor + p_amount
       WHERE a.id = v_cash AND EXISTS (SELECT FROM h)
      RETURNING a.balance_minor
    )
    INSERT INTO ledger_transfers AS t
      (brand_id, source, idem_key, type, from_account_id, to_account_id, amount_minor,
       from_balance_after, to_balance_after, fingerprint, memo)
    SELECT p_brand, 'provider:' || p_vendor, 'win:' || p_tx, 'win', h.id, v_cash, p_amount, h.balance_minor, c.balance_minor,
           'win:' || h.id || '>' || v_cash || ':' || p_amount, v_memo
      FROM h, c
    RETURNING t.to_balance_after INTO v_balance;
    v_flag := set_config('ledger.posting', 'off', true);
    IF NOT FOUND THEN
      v_post := ledger_apply(p_brand, 'provider:' || p_vendor, 'win:' || p_tx, 'win',
        provider_house_at(p_brand, p_vendor, (p_member % 64)::smallint), v_cash, p_amount, v_memo);
      v_balance := v_post.to_balance_after;
    END IF;
    -- The running sums (provider_bet) when they are this hour's; running sums of another hour are
    -- dropped, so the next bet sums the usage again. The hourly bucket is the rg_usage consumer's.
    UPDATE rg_state s SET usage_hour = CASE WHEN s.usage_hour = v_hour THEN v_hour END,
           loss_day_minor = s.loss_day_minor - p_amount, loss_week_minor = s.loss_week_minor - p_amount,
           loss_month_minor = s.loss_month_minor - p_amount
     WHERE s.member_id = p_member AND s.usage_hour IS NOT NULL;
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
    -- The refund leaves the hour its bet counted in (rg_usage_events), so every window sees the bet
    -- as never made. The running sums (provider_bet) are dropped: the next bet sums the usage again.
    UPDATE rg_state s SET usage_hour = NULL WHERE s.member_id = p_member AND s.usage_hour IS NOT NULL;
  END IF;
  v_answer := jsonb_build_object('playerId', p_member::text, 'transactionId', p_tx, 'currency', p_currency, 'balance', minor_text(v_balance));
  INSERT INTO provider_transactions (brand_id, vendor, tx_id, kind, ref_tx_id, round_id, member_id, amount_minor, request_hash, response, created_at)
  VALUES (p_brand, p_vendor, p_tx, 'rollback', p_ref, p_round, p_member, v_refund, p_hash, v_answer, p_now);
  code := NULL; body := v_answer;
END $$;
