import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../api/system';
import { when } from '../../ui/datetime';
import { EmptyState } from '../../ui/EmptyState';
import { MegaphoneIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Loader';
import { SafeHtml } from '../../ui/SafeHtml';
import { PageTitle } from '../games/PageTitle';

/**
 * /notices: the notice board (spec §1, §2), every player notice (announcements of type PL) in force, newest
 * wording first as the operator ordered them; the body is operator HTML, sanitised (SafeHtml).
 */
export function NoticeBoardPage() {
  const { t } = useTranslation();
  const q = useAnnouncements();
  const notices = q.data?.notices ?? [];
  return (
    <div data-testid="notice-board" className="mx-auto max-w-3xl px-3 py-5 sm:px-6">
      <PageTitle
        icon={<MegaphoneIcon className="text-gold" />}
        title={t('articles.notices.title')}
        intro={t('articles.notices.intro')}
      />
      {q.isPending && <Spinner />}
      {q.data && !notices.length && <EmptyState title={t('articles.notices.empty')} body={t('articles.emptyBody')} />}
      <ol className="flex flex-col gap-3">
        {notices.map((n) => (
          <li key={n.id} data-testid="notice" className="rounded-2xl border border-line bg-surface p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-bold" dir="auto">
                {n.title}
              </h2>
              <time dateTime={n.timestamp} className="text-xs text-muted tabular-nums">
                {when(n.timestamp)}
              </time>
            </div>
            <div className="mt-2 text-sm text-muted" dir="auto">
              <SafeHtml html={n.content} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
