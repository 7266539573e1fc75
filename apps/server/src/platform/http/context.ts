import type { LanguageCode } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { pickLanguage, type Translate, translator } from '../i18n/translate';

export type BrandRef = { id: number; merchantCode: string; defaultLanguage: LanguageCode; supported: LanguageCode[] };

declare module 'fastify' {
  interface FastifyRequest {
    brand: BrandRef;
    lang: LanguageCode;
    t: Translate;
  }
}

/**
 * Resolves, once per request, the brand (from the Host header, so one deployment can serve its
 * domains and brands never see each other's data) and the language messages are written in.
 */
export function installRequestContext(app: FastifyInstance, resolveBrand: (host: string) => Promise<BrandRef>) {
  app.decorateRequest('brand', null as unknown as BrandRef);
  app.decorateRequest('lang', 'en');
  app.decorateRequest('t', null as unknown as Translate);
  app.addHook('onRequest', async (req) => {
    // The fallback language applies to errors raised before the brand is known.
    req.t = translator(pickLanguage(undefined, req.headers['accept-language'], 'en'));
    const brand = await resolveBrand(req.hostname);
    const q = (req.query ?? {}) as Record<string, unknown>;
    req.brand = brand;
    req.lang = pickLanguage(q.lang, req.headers['accept-language'], brand.defaultLanguage);
    req.t = translator(req.lang);
  });
}
