import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same Zod schemas the routes validate with; browsable at /docs. */
export async function installOpenApi(app: FastifyInstance, o: { https: boolean } = { https: false }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Platform API',
        version: '0.1.0',
        description:
          'Every response is the envelope { success, value, message, code }. Messages follow Accept-Language (or ?lang=).',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI's own CSP (hashes of its inline scripts, frame-ancestors 'self') replaces the site's on
  // /docs, with the style attributes its React views set allowed; its upgrade-insecure-requests would
  // send a plain-http local site's own assets to https.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) => {
      const styled = header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
      return o.https ? styled : styled.replace(/\s*upgrade-insecure-requests;?/, '');
    },
  });
}
