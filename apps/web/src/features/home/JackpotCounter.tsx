import { formatMinor, type JackpotInfo, LIMITS, parseMinor } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJackpot } from '../../api/games';
import { useBrand } from '../layout/brand';
import { formatAmount } from '../layout/money';

const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const minorOf = (text: string) => Number(parseMinor(text.replace(/^-/, '')) ?? 0n);

/** Until the server answers, the spec §9 defaults: 10–90 billion, +100–500 every 3, 4 or 5 s. */
const FALLBACK: JackpotInfo = {
  value: `${between(LIMITS.jackpotStartMin, LIMITS.jackpotStartMax)}.00`,
  minStep: `${LIMITS.jackpotStepMin}.00`,
  maxStep: `${LIMITS.jackpotStepMax}.00`,
  intervalsMs: LIMITS.jackpotEverySeconds.map((s) => s * 1000),
};

/**
 * The jackpot counter: starts at the server's value and adds a random step in [minStep, maxStep]
 * every interval picked from intervalsMs. It is a display, not a prize, so Math.random is fine here.
 * Minor units stay below 2^53 (90 billion x 100), so plain numbers count them exactly.
 */
export function JackpotCounter() {
  const { t } = useTranslation();
  const brand = useBrand();
  const jackpot = useJackpot();
  // Wait for the server's value (a local guess would jump when it arrives); the defaults only if it fails.
  const info = jackpot.data ?? (jackpot.isError ? FALLBACK : null);
  const [minor, setMinor] = useState<number | null>(null);
  useEffect(() => {
    if (!info) return;
    setMinor(minorOf(info.value));
    const steps = [minorOf(info.minStep), minorOf(info.maxStep)] as const;
    const intervals = info.intervalsMs.length ? info.intervalsMs : [3000];
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const wait = intervals[between(0, intervals.length - 1)] ?? 3000;
      timer = setTimeout(() => {
        setMinor((v) => (v ?? 0) + between(steps[0], steps[1]));
        tick();
      }, wait);
    };
    tick();
    return () => clearTimeout(timer);
  }, [info]);
  return (
    <section className="relative overflow-hidden rounded-2xl border border-gold/40 bg-[image:var(--jackpot-bg)] px-4 py-5 text-center">
      <p className="label-caps text-xs font-semibold text-gold">{t('home.jackpot')}</p>
      <p data-testid="jackpot-counter" className="gold-text mt-1 font-extrabold tabular-nums text-3xl sm:text-5xl">
        {brand.currency.symbol} {minor === null ? '…' : formatAmount(formatMinor(minor))}
      </p>
    </section>
  );
}
