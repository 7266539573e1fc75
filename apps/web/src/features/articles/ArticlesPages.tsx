import { ARTICLE_SLUG, type ArticleKind } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useArticle } from '../../api/articles';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Loader';
import { PageTitle } from '../games/PageTitle';
import { ArticleList } from './ArticleList';
import { ArticleText } from './ArticleText';
import { KIND_PATH } from './kinds';

/** /guide, /blog, /news: the list, its page in ?page= so Back returns to it. */
export function ArticleListPage({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  return (
    <div data-testid={`page-${kind}`} className="mx-auto max-w-5xl px-3 py-5 sm:px-6">
      <PageTitle title={t(`articles.${kind}.title`)} intro={t(`articles.${kind}.intro`)} />
      <ArticleList kind={kind} pageNo={pageNo} onPage={(p) => setParams({ page: String(p) })} />
    </div>
  );
}

/** A member-center tab with one kind's list (the member menu's beginner guide, blog and news). */
export function ArticleListScreen({ kind }: { kind: ArticleKind }) {
  const [pageNo, setPageNo] = useState(1);
  return <ArticleList kind={kind} pageNo={pageNo} onPage={setPageNo} />;
}

const dateOf = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD-u-nu-latn' : lang, { dateStyle: 'long' }).format(new Date(iso));

/** /guide/:slug, /blog/:slug, /news/:slug: one article, its body as plain text. */
export function ArticlePage({ kind }: { kind: ArticleKind }) {
  const { t, i18n } = useTranslation();
  const { slug = '' } = useParams();
  const valid = ARTICLE_SLUG.test(slug);
  const q = useArticle(kind, valid ? slug : 'none');
  const back = (
    <Link to={KIND_PATH[kind]} className="text-sm font-semibold text-gold hover:underline">
      ← {t(`articles.${kind}.title`)}
    </Link>
  );
  return (
    <div className="mx-auto max-w-3xl px-3 py-5 sm:px-6">
      <nav className="mb-4">{back}</nav>
      {q.isPending && valid && <Spinner />}
      {(!valid || q.isError) && (
        <EmptyState title={t('articles.notFound')} body={t('articles.notFoundBody')} action={back} />
      )}
      {q.data && (
        <article data-testid="article" className="rounded-2xl border border-line bg-surface p-5 sm:p-8">
          {q.data.coverUrl && (
            <img src={q.data.coverUrl} alt="" className="mb-5 aspect-[2/1] w-full rounded-xl object-cover" />
          )}
          <p className="text-xs font-semibold uppercase tracking-wide text-gold">{t(`articles.${kind}.title`)}</p>
          <h1 className="mt-1 text-2xl font-extrabold sm:text-3xl" dir="auto">
            {q.data.title}
          </h1>
          {kind !== 'guide' && (
            <time dateTime={q.data.publishedAt} className="mt-2 block text-sm text-muted">
              {dateOf(q.data.publishedAt, i18n.language)}
            </time>
          )}
          {q.data.summary && <p className="mt-4 text-base font-medium text-muted">{q.data.summary}</p>}
          <div className="mt-2" dir="auto">
            <ArticleText text={q.data.body} />
          </div>
        </article>
      )}
    </div>
  );
}
