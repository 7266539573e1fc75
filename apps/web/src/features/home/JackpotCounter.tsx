import { LIMITS } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../layout/brand';

const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/**
 * The decorative jackpot counter of spec §9: starts between 10 and 90 billion and grows by
 * 100–500 every 3, 4 or 5 seconds. It shows no real prize, so Math.random is fine here.
 */
export function JackpotCounter() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [value, setValue] = useState(() => between(LIMITS.jackpotStartMin, LIMITS.jackpotStartMax));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const secs = LIMITS.jackpotEverySeconds[between(0, LIMITS.jackpotEverySeconds.length - 1)] ?? 3;
      timer = setTimeout(() => {
        setValue((v) => v + between(LIMITS.jackpotStepMin, LIMITS.jackpotStepMax));
        tick();
      }, secs * 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  // Spec §9: thousand separators in every language (the header balance groups the same way).
  const shown = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
  return (
    <section className="relative overflow-hidden rounded-2xl border border-gold/40 bg-[radial-gradient(ellipse_at_top,#3b2a05,transparent_70%),linear-gradient(90deg,#0e1a3a,#1a1140,#0e1a3a)] px-4 py-5 text-center">
      <p className="label-caps text-xs font-semibold text-gold">{t('home.jackpot')}</p>
      <p data-testid="jackpot-counter" className="gold-text mt-1 font-extrabold tabular-nums text-3xl sm:text-5xl">
        {brand.currency.symbol} {shown}
      </p>
    </section>
  );
}
