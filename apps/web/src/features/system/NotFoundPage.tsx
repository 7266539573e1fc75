import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="not-found" className="mx-auto max-w-3xl px-4 py-16">
      <EmptyState
        image="/static/games/default.svg"
        title={t('notFound.title')}
        body={t('notFound.body')}
        action={
          <Link to="/" className="rounded-lg bg-gold px-5 py-2 font-semibold text-[#2a1a00]">
            {t('common.backHome')}
          </Link>
        }
      />
    </div>
  );
}
