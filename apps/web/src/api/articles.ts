import { type ArticleKind, ROUTES } from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from './client';

/** Beginner guide, blog and news for readers (guests and members alike), in the UI language. */
export const articlesKeys = { all: ['articles'] as const };

export function useArticles(kind: ArticleKind, pageNo: number, pageSize = 12) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...articlesKeys.all, kind, i18n.language, pageNo, pageSize],
    queryFn: () =>
      call(ROUTES.articles, { params: { kind }, query: { pageNo: String(pageNo), pageSize: String(pageSize) } }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useArticle(kind: ArticleKind, slug: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...articlesKeys.all, kind, i18n.language, 'one', slug],
    queryFn: () => call(ROUTES.article, { params: { kind, slug }, query: {} }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
