import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd HH:mm in the member's own clock, as the other record screens show time. */
export const when = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** The current time, re-read every `everyMs` so countdowns move on screen. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
