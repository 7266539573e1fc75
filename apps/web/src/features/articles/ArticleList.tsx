import type { ArticleKind, ArticleSummary } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useArticles } from '../../api/articles';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Loader';
import { Pagination } from '../../ui/Pagination';
import { articlePath } from './kinds';

const dateOf = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD-u-nu-latn' : lang, { dateStyle: 'medium' }).format(new Date(iso));

function Card({ a, index, kind }: { a: ArticleSummary; index: number; kind: ArticleKind }) {
  const { i18n } = useTranslation();
  return (
    <li>
      <Link
        to={articlePath(a.kind, a.slug)}
        data-testid={`article-${a.slug}`}
        className="flex h-full gap-3 rounded-2xl border border-line bg-surface p-4 transition hover:border-gold/50"
      >
        {kind === 'guide' ? (
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-gold/15 text-sm font-bold text-gold">
            {index}
          </span>
        ) : null}
        <span className="min-w-0">
          <span className="block font-bold text-fg">{a.title}</span>
          {a.summary && <span className="mt-1 block text-sm text-muted">{a.summary}</span>}
          {kind !== 'guide' && (
            <time dateTime={a.publishedAt} className="mt-2 block text-xs text-muted">
              {dateOf(a.publishedAt, i18n.language)}
            </time>
          )}
        </span>
      </Link>
    </li>
  );
}

/** One kind's published articles, a page at a time (the /guide, /blog, /news pages and member-center tabs). */
export function ArticleList({
  kind,
  pageNo,
  onPage,
}: {
  kind: ArticleKind;
  pageNo: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation();
  const q = useArticles(kind, pageNo);
  if (q.isPending) return <Spinner />;
  if (q.isError) return <EmptyState title={t('articles.failed')} body={t('articles.failedBody')} />;
  const { list, total, pageSize } = q.data;
  if (!list.length) return <EmptyState title={t(`articles.${kind}.empty`)} body={t('articles.emptyBody')} />;
  return (
    <div className="flex flex-col gap-4">
      <ul data-testid={`articles-${kind}`} className="grid gap-3 md:grid-cols-2">
        {list.map((a, i) => (
          <Card key={a.id} a={a} index={(pageNo - 1) * pageSize + i + 1} kind={kind} />
        ))}
      </ul>
      <Pagination pageNo={pageNo} total={total} pageSize={pageSize} onChange={onPage} />
    </div>
  );
}
