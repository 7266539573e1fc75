import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';

/** Lottery game pages (side menu hidden) until their games exist; /seamless is features/games/GameWindowPage. */
export function GameWindowPage({ kind }: { kind: 'lottert' | 'vnlottery' | 'sealottery' }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`page-${kind}`} className="mx-auto max-w-[1600px] px-3 py-5 sm:px-6">
      <div className="grid aspect-[16/9] max-h-[70dvh] w-full place-items-center rounded-2xl border border-line bg-[radial-gradient(ellipse_at_center,var(--surface-3),var(--bg))]">
        <EmptyState
          image="/static/games/default.svg"
          title={t('lottery.seamlessTitle')}
          body={t('lottery.seamlessBody')}
          action={
            <Link to="/rng" className="rounded-lg bg-gold px-5 py-2 font-semibold text-[#2a1a00]">
              {t('lottery.browse')}
            </Link>
          }
        />
      </div>
    </div>
  );
}
