CREATE TABLE "member_day_stats" (
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_day_stats_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE INDEX "member_day_stats_day" ON "member_day_stats" USING btree ("brand_id","day");--> statement-breakpoint
-- Settlement of hourly and real-time salaries reads a time window of settled rounds brand-wide.
CREATE INDEX "bet_rounds_settled" ON "bet_rounds" USING btree ("brand_id","settled_at") WHERE "status" = 'settled';--> statement-breakpoint
CREATE FUNCTION member_day_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'settled' THEN
    SELECT timezone INTO tz FROM brands WHERE id = OLD.brand_id;
    UPDATE member_day_stats
       SET rounds = rounds - 1, bet_minor = bet_minor - OLD.stake_minor, win_minor = win_minor - OLD.win_minor
     WHERE member_id = OLD.member_id AND day = (OLD.settled_at AT TIME ZONE tz)::date;
  END IF;
  IF NEW.status = 'settled' THEN
    SELECT timezone INTO tz FROM brands WHERE id = NEW.brand_id;
    INSERT INTO member_day_stats AS s (brand_id, member_id, day, rounds, bet_minor, win_minor)
    VALUES (NEW.brand_id, NEW.member_id, (NEW.settled_at AT TIME ZONE tz)::date, 1, NEW.stake_minor, NEW.win_minor)
    ON CONFLICT (member_id, day) DO UPDATE
      SET rounds = s.rounds + 1, bet_minor = s.bet_minor + excluded.bet_minor, win_minor = s.win_minor + excluded.win_minor;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_day_stats_insert AFTER INSERT ON bet_rounds
  FOR EACH ROW WHEN (NEW.status = 'settled') EXECUTE FUNCTION member_day_stats_apply();--> statement-breakpoint
CREATE TRIGGER member_day_stats_update AFTER UPDATE OF status, stake_minor, win_minor, settled_at ON bet_rounds
  FOR EACH ROW WHEN (OLD.status = 'settled' OR NEW.status = 'settled') EXECUTE FUNCTION member_day_stats_apply();--> statement-breakpoint
-- Rounds settled before the table existed.
INSERT INTO member_day_stats (brand_id, member_id, day, rounds, bet_minor, win_minor)
SELECT r.brand_id, r.member_id, (r.settled_at AT TIME ZONE b.timezone)::date, count(*), sum(r.stake_minor), sum(r.win_minor)
  FROM bet_rounds r JOIN brands b ON b.id = r.brand_id
 WHERE r.status = 'settled'
 GROUP BY 1, 2, 3;
