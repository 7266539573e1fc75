/**
 * Calendar days in an IANA time zone, from Intl alone (no zone database of our own). One model for
 * the whole server: brand days (settlement, day stats, limits) use the brand's zone in SQL
 * (brands.timezone, `at time zone`); a member's record ranges use the browser's zone through this.
 */

const DAY = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, f);
  }
  return f;
}

/** The wall-clock time in `zone` at `instant`, read as if it were UTC (ms). */
function wallClock(instant: number, zone: string): number {
  const p: Record<string, number> = {};
  for (const part of format(zone).formatToParts(instant))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year as number, (p.month as number) - 1, p.day, p.hour, p.minute, p.second);
}

/** Minutes east of UTC of `zone` at `instant` (360 for Asia/Dhaka; -300 or -240 for America/New_York). */
export function offsetMinutes(instant: number, zone: string): number {
  return Math.round((wallClock(instant, zone) - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The local date (yyyy-MM-dd) in `zone` at `instant`, as midnight UTC of that date (ms). */
export function localDay(instant: number, zone: string): number {
  return Math.floor(wallClock(instant, zone) / DAY) * DAY;
}

/**
 * The instant a local date (given as midnight UTC of it) starts in `zone`. Found from the offset at
 * a first guess and corrected once, which lands on local midnight even on a day a DST change
 * shortens or lengthens (a zone that skips midnight itself starts the day at its first instant).
 */
export function startOfDay(day: number, zone: string): number {
  const guess = day - offsetMinutes(day, zone) * 60_000;
  const second = day - offsetMinutes(guess, zone) * 60_000;
  return localDay(second, zone) < day ? guess : second;
}
