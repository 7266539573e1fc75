import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { CATEGORY_ICONS } from '../../ui/icons';
import { PageTitle } from '../games/PageTitle';

/** /lottery, /seaLottery, /vnLottery: lottery lobbies (login required), chosen by gameCode. */
export function LotteryPage({ kind }: { kind: 'lottery' | 'seaLottery' | 'vnLottery' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const Icon = CATEGORY_ICONS.LOTT;
  return (
    <div data-testid={`page-${kind}`} className="mx-auto max-w-[1400px] px-3 py-5 sm:px-6">
      <PageTitle
        icon={Icon && <Icon className="text-gold" width={26} height={26} />}
        title={t('lottery.title')}
        intro={params.get('gameCode') ?? t('lottery.intro')}
      />
      <EmptyState title={t('lottery.title')} body={t('lottery.intro')} />
    </div>
  );
}
