import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd of a local date. */
export const dayOf = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * yyyy-MM-dd HH:mm:ss in the member's own clock, as every screen shows a time (spec format
 * 'yyyy-MM-dd hh:mm:ss'); '' for a date that cannot be read.
 */
export function when(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${dayOf(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * The time-zone model of the screens (issue 15): a time is shown in the member's own zone, the
 * browser's; a brand day (reports, settlements, limits by day) is a day of the brand's IANA zone.
 * Where a time could be read in either, its zone goes beside it (gmtOffset).
 */
export const memberZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A zone's offset as people read it: "GMT+6", "GMT-3:30", "GMT" for UTC. */
export function gmtOffset(timeZone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? 'GMT';
}

/** Whether the brand's days begin at another moment than the member's (their offsets differ now). */
export const zonesDiffer = (brandZone: string, at: Date = new Date()) =>
  gmtOffset(brandZone, at) !== gmtOffset(memberZone(), at);

/** yyyy-MM-dd of the brand day an instant falls in. */
export function brandDay(iso: string, timeZone: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  // en-CA writes yyyy-MM-dd with Latin digits, the number policy's form.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** The current time, re-read every `everyMs` so countdowns move on screen. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
