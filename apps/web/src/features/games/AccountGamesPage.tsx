import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { ClockIcon, StarIcon } from '../../ui/icons';
import { PageTitle } from './PageTitle';

/** /favorite and /recent: the member's own game lists (only reachable with a session). */
export function AccountGamesPage({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  const title = kind === 'favorite' ? t('games.favoriteTitle') : t('games.recentTitle');
  const Icon = kind === 'favorite' ? StarIcon : ClockIcon;
  return (
    <div data-testid={`page-${kind}`} className="mx-auto max-w-[1600px] px-3 py-5 sm:px-6">
      <PageTitle icon={<Icon className="text-gold" width={26} height={26} />} title={title} />
      <EmptyState title={title} body={t('games.accountEmpty')} />
    </div>
  );
}
