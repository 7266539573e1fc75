import { RG_LIMIT_KINDS } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useRgState } from '../../api/responsible-gaming';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Loader';
import { BreakSection } from './BreakSection';
import { LimitRow } from './LimitRow';
import { RealityCheckSection } from './RealityCheckSection';

/**
 * Responsible gaming (member center): deposit, loss and wager limits per 24 hours, 7 days and 30
 * days; the reality check of the game window; a time-out or a self-exclusion.
 */
export function ResponsibleGamingScreen() {
  const { t } = useTranslation();
  const state = useRgState();
  if (state.isError)
    return (
      <EmptyState
        title={t('rg.loadFailed')}
        body={state.error.message}
        action={<Button onClick={() => state.refetch()}>{t('common.retry')}</Button>}
      />
    );
  const s = state.data;
  if (!s)
    return (
      <div className="grid min-h-40 place-items-center">
        <Spinner />
      </div>
    );
  return (
    <div data-testid="responsible-gaming" className="flex flex-col gap-5">
      <p className="text-sm leading-relaxed text-muted">{t('rg.intro')}</p>
      <section className="flex flex-col gap-3">
        <h3 className="font-bold">{t('rg.limitsTitle')}</h3>
        <p className="text-xs leading-relaxed text-muted">{t('rg.limitsRule')}</p>
        <div className="grid gap-3 xl:grid-cols-3">
          {RG_LIMIT_KINDS.map((kind) => (
            <div
              key={kind}
              data-testid={`rg-kind-${kind}`}
              className="flex flex-col gap-2 rounded-xl border border-line p-3"
            >
              <div>
                <h4 className="font-semibold">{t(`rg.kind.${kind}`)}</h4>
                <p className="text-xs text-muted">{t(`rg.kindHint.${kind}`)}</p>
              </div>
              <ul className="flex flex-col gap-2">
                {s.limits
                  .filter((l) => l.kind === kind)
                  .map((l) => (
                    <LimitRow key={l.period} limit={l} />
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <RealityCheckSection minutes={s.realityCheckMinutes} />
      <section className="flex flex-col gap-3">
        <h3 className="font-bold">{t('rg.breakTitle')}</h3>
        <BreakSection passwordSet={s.passwordRequired} />
      </section>
    </div>
  );
}
