-- vendor_day_stats as a consumer of the bet events (ops-reports.consumer.ts): the rounds settled
-- before this migration are summed here once, and the consumer starts after the events that
-- settled them (the 0014 pattern), so every settled round counts exactly once.
INSERT INTO "vendor_day_stats" ("brand_id", "day", "vendor", "category", "rounds", "bet_minor", "win_minor")
SELECT r.brand_id, (r.settled_at AT TIME ZONE b.timezone)::date, r.vendor, coalesce(g.category, ''),
       count(*), sum(r.stake_minor), sum(r.win_minor)
  FROM bet_rounds r
  JOIN brands b ON b.id = r.brand_id
  LEFT JOIN games g ON g.brand_id = r.brand_id AND g.vendor_code = r.vendor AND g.game_code = r.game_code
 WHERE r.status = 'settled'
 GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "event_cursors" ("name", "txid", "last_id")
VALUES ('vendor_day_stats', pg_current_xact_id(), coalesce((SELECT max(id) FROM provider_transactions), 0));
