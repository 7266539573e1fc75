import { RG_REALITY_CHECK_MINUTES } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useRgChange } from '../../api/responsible-gaming';

/** How often the game window stops to show time played and the net result (off, 15 ... 60 minutes). */
export function RealityCheckSection({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation();
  const { realityCheck } = useRgChange();
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 className="font-semibold">{t('rg.realityTitle')}</h3>
        <p className="text-xs leading-relaxed text-muted">{t('rg.realityBody')}</p>
      </div>
      <select
        data-testid="rg-reality-minutes"
        aria-label={t('rg.realityTitle')}
        value={String(minutes ?? 0)}
        disabled={realityCheck.isPending}
        onChange={(e) => realityCheck.mutate(RG_REALITY_CHECK_MINUTES[e.target.selectedIndex] ?? 0)}
        className="rounded-lg border border-line bg-surface-2 px-3 py-2.5 text-sm text-fg outline-none focus:border-gold"
      >
        {RG_REALITY_CHECK_MINUTES.map((m) => (
          <option key={m} value={m}>
            {m === 0 ? t('rg.realityOff') : t('rg.realityEvery', { minutes: m })}
          </option>
        ))}
      </select>
    </div>
  );
}
