import type { ArticleKind } from '@platform/contracts';

/** Where each kind lives on the site: /guide, /blog, /news, and /<kind>/<slug> for one article. */
export const KIND_PATH: Record<ArticleKind, string> = { guide: '/guide', blog: '/blog', news: '/news' };
export const articlePath = (kind: ArticleKind, slug: string) => `${KIND_PATH[kind]}/${slug}`;
