-- Loss and wager limits checked against running sums (issue 13). The limit check summed every
-- hourly rg_usage bucket of the last 30 days on every bet: for a member who played every hour of
-- the month, 720 rows, and a bet + win round cost 8.7 M instructions instead of 2.8 M
-- (bench:provider-wallet:instructions, "30 days of usage"). rg_state now keeps each window's sum as
-- of an hour (usage_hour); a bet in that hour compares with them, a bet in another hour sums the
-- buckets once and stores the result. Wins keep the sums of their hour and drop those of another;
-- rollbacks and limit changes (rg.store syncBetLimits) drop them. rg_usage stays the record (the
-- RG screen sums it; the running sums can always be rebuilt from it).
ALTER TABLE "rg_state" ADD COLUMN "usage_hour" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rg_state" ADD COLUMN "wager_day_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rg_state" ADD COLUMN "wager_week_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rg_state" ADD COLUMN "wager_month_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rg_state" ADD COLUMN "loss_day_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rg_state" ADD COLUMN "loss_week_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rg_state" ADD COLUMN "loss_month_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
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
    -- sums when they are this hour's; otherwise the hourly buckets of the last 30 days summed once
    -- per window (up to 720 rows for a member who played every hour: once per member and hour now,
    -- where it was once per bet). Then each limit in force now compared with its window in PL/pgSQL
    -- (a loop over at most six rows; one query that joined, sorted and limited them cost a third
    -- more to start than to run).
    IF v_usage_hour IS DISTINCT FROM v_hour THEN
    SELECT coalesce(sum(g.wager_minor) FILTER (WHERE g.hour >= date_trunc('hour', p_now - interval '24 hours')), 0)::bigint,
           coalesce(sum(g.wager_minor) FILTER (WHERE g.hour >= date_trunc('hour', p_now - interval '7 days')), 0)::bigint,
           coalesce(sum(g.wager_minor), 0)::bigint,
           coalesce(sum(g.loss_minor) FILTER (WHERE g.hour >= date_trunc('hour', p_now - interval '24 hours')), 0)::bigint,
           coalesce(sum(g.loss_minor) FILTER (WHERE g.hour >= date_trunc('hour', p_now - interval '7 days')), 0)::bigint,
           coalesce(sum(g.loss_minor), 0)::bigint
      INTO v_wd, v_ww, v_wm, v_ld, v_lw, v_lm
      FROM rg_usage g WHERE g.member_id = p_member AND g.hour >= date_trunc('hour', p_now - interval '30 days');
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
    -- The hour's bucket and the running sums as of this hour, in one statement (the cash lock
    -- serialises every writer of both: bets, wins and rollbacks of this member).
    WITH g AS (
      INSERT INTO rg_usage AS g (member_id, hour, wager_minor, loss_minor) VALUES (p_member, v_hour, p_amount, p_amount)
      ON CONFLICT (member_id, hour) DO UPDATE SET wager_minor = g.wager_minor + p_amount, loss_minor = g.loss_minor + p_amount
    )
    UPDATE rg_state s SET usage_hour = v_hour,
           wager_day_minor = v_wd + p_amount, wager_week_minor = v_ww + p_amount, wager_month_minor = v_wm + p_amount,
           loss_day_minor = v_ld + p_amount, loss_week_minor = v_lw + p_amount, loss_month_minor = v_lm + p_amount
     WHERE s.member_id = p_member;
  ELSE
    INSERT INTO rg_usage AS g (member_id, hour, wager_minor, loss_minor) VALUES (p_member, v_hour, p_amount, p_amount)
    ON CONFLICT (member_id, hour) DO UPDATE SET wager_minor = g.wager_minor + p_amount, loss_minor = g.loss_minor + p_amount;
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
    -- The hour's bucket, and the running sums (provider_bet) when they are this hour's; running
    -- sums of another hour are dropped, so the next bet sums the buckets again.
    WITH g AS (
      INSERT INTO rg_usage AS g (member_id, hour, wager_minor, loss_minor) VALUES (p_member, v_hour, 0, -p_amount)
      ON CONFLICT (member_id, hour) DO UPDATE SET loss_minor = g.loss_minor - p_amount
    )
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
    -- The refund leaves the hour its bet counted in, so every window sees the bet as never made.
    -- The running sums (provider_bet) are dropped: the next bet sums the buckets again.
    WITH g AS (
      INSERT INTO rg_usage AS g (member_id, hour, wager_minor, loss_minor)
      VALUES (p_member, date_trunc('hour', v_bet.created_at), -v_refund, -v_refund)
      ON CONFLICT (member_id, hour) DO UPDATE SET wager_minor = g.wager_minor - v_refund, loss_minor = g.loss_minor - v_refund
    )
    UPDATE rg_state s SET usage_hour = NULL WHERE s.member_id = p_member AND s.usage_hour IS NOT NULL;
  END IF;
  v_answer := jsonb_build_object('playerId', p_member::text, 'transactionId', p_tx, 'currency', p_currency, 'balance', minor_text(v_balance));
  INSERT INTO provider_transactions (brand_id, vendor, tx_id, kind, ref_tx_id, round_id, member_id, amount_minor, request_hash, response, created_at)
  VALUES (p_brand, p_vendor, p_tx, 'rollback', p_ref, p_round, p_member, v_refund, p_hash, v_answer, p_now);
  code := NULL; body := v_answer;
END $$;
