import type { CategoryCode } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../state/useGate';
import { EmptyState } from '../../ui/EmptyState';
import { CATEGORY_ICONS } from '../../ui/icons';
import { Spinner } from '../../ui/Loader';
import { PageTitle } from './PageTitle';
import { useCategory } from './useCategory';
import { useLaunchFlow } from './useLaunchFlow';
import { VendorTile } from './VendorTile';

/**
 * Game centers (sports, e-sports, lottery, e-lottery, cockfight): the category's vendors as large
 * tiles. A tile launches its vendor and follows the answer (route, popup, window or maintenance).
 */
export function GameCenterPage({ category }: { category: CategoryCode }) {
  const { t } = useTranslation();
  const { menu, isPending } = useCategory(category);
  const gate = useGate();
  const flow = useLaunchFlow();
  const Icon = CATEGORY_ICONS[category];
  return (
    <div data-testid={`game-center-${category}`} className="mx-auto max-w-[1600px] px-3 py-5 sm:px-6">
      <PageTitle
        icon={Icon && <Icon className="text-gold" width={26} height={26} />}
        title={menu?.name ?? ''}
        intro={t('games.centerIntro')}
      />
      {isPending && <Spinner />}
      {!isPending && !menu && <EmptyState title={t('notFound.title')} body={t('notFound.body')} />}
      {menu && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={flow.pending}>
          {menu.vendors.map((v) => (
            <VendorTile
              key={v.vassalage}
              vendor={v}
              to={menu.path}
              large
              onClick={(e) => {
                e.preventDefault();
                // Entering a vendor starts its game: guests log in, trial accounts are refused.
                if (flow.pending || !gate('play')) return;
                flow.start({ vassalage: v.vassalage }, v.name);
              }}
            />
          ))}
        </div>
      )}
      {flow.dialogs}
    </div>
  );
}
