import { z } from 'zod';
import {
  article,
  articleBody,
  articleIdParams,
  articleKindParams,
  articleListQuery,
  articlePage,
  articleParams,
  articleQuery,
  operatorArticle,
  operatorArticlePage,
  operatorArticleQuery,
} from '../articles';
import { ARTICLES_API } from '../paths';
import { route } from '../route';

/** Beginner guide, blog and news: readers (guests and members) and the operators who write them. */
export const articlesRoutes = {
  articles: route({
    method: 'GET',
    path: ARTICLES_API.list,
    params: articleKindParams,
    query: articleListQuery,
    response: articlePage,
  }),
  article: route({
    method: 'GET',
    path: ARTICLES_API.one,
    params: articleParams,
    query: articleQuery,
    response: article,
  }),
  operatorArticles: route({
    method: 'GET',
    path: ARTICLES_API.operatorList,
    query: operatorArticleQuery,
    response: operatorArticlePage,
    permission: 'content',
  }),
  operatorArticleCreate: route({
    method: 'POST',
    path: ARTICLES_API.operatorList,
    body: articleBody,
    response: operatorArticle,
    permission: 'content',
  }),
  operatorArticleUpdate: route({
    method: 'PUT',
    path: ARTICLES_API.operatorOne,
    params: articleIdParams,
    body: articleBody,
    response: operatorArticle,
    permission: 'content',
  }),
  operatorArticleDelete: route({
    method: 'DELETE',
    path: ARTICLES_API.operatorOne,
    params: articleIdParams,
    response: z.null(),
    permission: 'content',
  }),
  operatorArticlePublish: route({
    method: 'POST',
    path: ARTICLES_API.operatorPublish,
    params: articleIdParams,
    response: operatorArticle,
    permission: 'content',
  }),
  operatorArticleUnpublish: route({
    method: 'POST',
    path: ARTICLES_API.operatorUnpublish,
    params: articleIdParams,
    response: operatorArticle,
    permission: 'content',
  }),
};
