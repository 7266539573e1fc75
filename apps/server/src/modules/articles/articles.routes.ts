import { ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { ArticlesService } from './articles.service';

const ctx = (req: FastifyRequest) => ({ brandId: req.brand.id, operatorId: req.operatorId, ip: req.ip });

/** Readers (guests and members: public calls) and operators (guard: operator; every change audited). */
export function articlesRoutes(app: FastifyInstance, deps: { articles: ArticlesService; guard: Guards }) {
  const tags = ['content'];
  route(
    app,
    ROUTES.articles,
    { tags, summary: 'Published beginner guide, blog or news articles, one page at a time, in the reader language' },
    async (req) =>
      ok(req, await deps.articles.list(req.brand.id, req.params.kind, req.query.lang ?? req.lang, req.query)),
  );
  route(
    app,
    ROUTES.article,
    {
      tags,
      summary: 'One published article by its slug',
      description: 'An unknown or unpublished slug is 404 ARTICLE_NOT_FOUND naming the field slug.',
    },
    async (req) =>
      ok(req, await deps.articles.one(req.brand.id, req.params.kind, req.params.slug, req.query.lang ?? req.lang)),
  );

  const op = { tags: ['operator'], security: [{ token: [] }], preHandler: deps.guard.operator };
  route(
    app,
    ROUTES.operatorArticles,
    { ...op, summary: 'Every article of the brand, published or not, with every language written' },
    async (req) => ok(req, await deps.articles.operatorList(req.brand.id, req.query.kind, req.query)),
  );
  route(
    app,
    ROUTES.operatorArticleCreate,
    { ...op, summary: 'Write a new article (unpublished until published; audited)' },
    async (req) => ok(req, await deps.articles.create(ctx(req), req.body)),
  );
  route(app, ROUTES.operatorArticleUpdate, { ...op, summary: "Replace an article's fields (audited)" }, async (req) =>
    ok(req, await deps.articles.update(ctx(req), req.params.id, req.body)),
  );
  route(
    app,
    ROUTES.operatorArticlePublish,
    { ...op, summary: 'Publish an article: readers see it from now (audited)' },
    async (req) => ok(req, await deps.articles.publish(ctx(req), req.params.id, true)),
  );
  route(
    app,
    ROUTES.operatorArticleUnpublish,
    { ...op, summary: 'Unpublish an article: readers no longer see it (audited)' },
    async (req) => ok(req, await deps.articles.publish(ctx(req), req.params.id, false)),
  );
  route(app, ROUTES.operatorArticleDelete, { ...op, summary: 'Delete an article (audited)' }, async (req) =>
    ok(req, await deps.articles.remove(ctx(req), req.params.id)),
  );
}
