import type { BetRound, CategoryCode } from '@platform/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameMenus } from '../../api/system';

/**
 * Category and vendor names as the side menu shows them (the game menus, already cached), so
 * the record names them the same way; `vendorsOf` lists the vendors of one category, or all.
 */
export function useCatalogueNames() {
  const { t } = useTranslation();
  const { data: menus = [] } = useGameMenus();
  return useMemo(() => {
    const categoryName = (c: CategoryCode | null) =>
      c === null ? t('bets.otherGames') : (menus.find((m) => m.category === c)?.name ?? c);
    const vendorsOf = (c?: CategoryCode) => {
      const seen = new Map<string, string>();
      for (const m of menus)
        if (!c || m.category === c)
          for (const v of m.vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v.name);
      return [...seen].map(([code, name]) => ({ code, name }));
    };
    return { categories: menus.map((m) => ({ code: m.category, name: m.name })), categoryName, vendorsOf };
  }, [menus, t]);
}

const TONE: Record<BetRound['status'], string> = {
  open: 'border-gold/50 bg-gold/10 text-gold',
  settled: 'border-emerald/40 bg-emerald/10 text-emerald',
  cancelled: 'border-line bg-surface-2 text-muted',
};

/** A round's state as a small badge: in play, settled or cancelled (refunded). */
export function StatusBadge({ status }: { status: BetRound['status'] }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="bet-status"
      data-status={status}
      className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-[11px] font-semibold ${TONE[status]}`}
    >
      {t(`bets.status.${status}`)}
    </span>
  );
}
