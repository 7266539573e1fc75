import { type ContractKind, type ContractPeriod, REALTIME_SALARY_MINUTES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/tx';

/** One settlement period: [start, end) as instants, and for day-based periods the brand days it covers. */
export type Period = {
  period: ContractPeriod;
  start: Date;
  end: Date;
  /** Brand-local days [dayFrom, dayTo) for daily and longer periods; null for hourly and 5-minute windows. */
  dayFrom: string | null;
  dayTo: string | null;
};

/** The period each salary kind settles by; dividends choose one of DIVIDEND_PERIODS per contract. */
export const SALARY_PERIOD: Record<Exclude<ContractKind, 'dividend'>, ContractPeriod> = {
  dailySalary: 'daily',
  hourlySalary: 'hourly',
  realTimeSalary: 'realtime',
};

export const isDayBased = (p: ContractPeriod) => p !== 'hourly' && p !== 'realtime';

type Row = { start: Date | string; end: Date | string; day_from: string | null; day_to: string | null };

/**
 * The period containing `at`, on the brand's clock (`tz`, an IANA zone), computed by PostgreSQL so
 * daylight-saving days are right: days start at local midnight, weeks on Monday, semimonthly
 * periods are the 1st-15th and the 16th-end of the month; real-time windows are 5-minute slots.
 */
export async function periodAt(exec: Executor, tz: string, period: ContractPeriod, at: Date): Promise<Period> {
  const slotSql = sql.raw(String(REALTIME_SALARY_MINUTES * 60));
  const res = await exec.execute<Row>(sql`
    WITH l AS (SELECT (${at.toISOString()}::timestamptz AT TIME ZONE ${tz}) AS t),
    b AS (
      SELECT CASE ${period}
          WHEN 'daily' THEN date_trunc('day', t)
          WHEN 'weekly' THEN date_trunc('week', t)
          WHEN 'monthly' THEN date_trunc('month', t)
          WHEN 'semimonthly' THEN date_trunc('month', t)
               + CASE WHEN extract(day FROM t) >= 16 THEN interval '15 days' ELSE interval '0' END
          WHEN 'hourly' THEN date_trunc('hour', t)
        END AS s
      FROM l
    ),
    e AS (
      SELECT s, CASE ${period}
          WHEN 'daily' THEN s + interval '1 day'
          WHEN 'weekly' THEN s + interval '7 days'
          WHEN 'monthly' THEN s + interval '1 month'
          WHEN 'semimonthly' THEN CASE WHEN extract(day FROM s) = 1 THEN s + interval '15 days'
                                       ELSE date_trunc('month', s) + interval '1 month' END
          WHEN 'hourly' THEN s + interval '1 hour'
        END AS x
      FROM b
    )
    SELECT
      CASE WHEN ${period} = 'realtime'
        THEN to_timestamp(floor(extract(epoch FROM ${at.toISOString()}::timestamptz) / ${slotSql}) * ${slotSql})
        ELSE s AT TIME ZONE ${tz} END AS start,
      CASE WHEN ${period} = 'realtime'
        THEN to_timestamp(floor(extract(epoch FROM ${at.toISOString()}::timestamptz) / ${slotSql}) * ${slotSql} + ${slotSql})
        ELSE x AT TIME ZONE ${tz} END AS end,
      to_char(s, 'YYYY-MM-DD') AS day_from,
      to_char(x, 'YYYY-MM-DD') AS day_to
    FROM e`);
  const r = res.rows[0] as Row;
  const day = isDayBased(period);
  return {
    period,
    start: new Date(r.start),
    end: new Date(r.end),
    dayFrom: day ? r.day_from : null,
    dayTo: day ? r.day_to : null,
  };
}

/** The last period that has ended by `now`: the one just before the period `now` is in. */
export async function lastClosedPeriod(exec: Executor, tz: string, period: ContractPeriod, now: Date) {
  const current = await periodAt(exec, tz, period, now);
  return periodAt(exec, tz, period, new Date(current.start.getTime() - 1));
}
