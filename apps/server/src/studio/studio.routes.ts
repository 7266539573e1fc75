import { parseMinor } from '@platform/contracts';
import { gameIconSvg } from '@platform/games';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BET_STEPS_MINOR,
  CRASH_TARGET_MAX,
  CRASH_TARGET_MIN,
  gameByCode,
  isStudioVendor,
  type StudioGame,
  studioGame,
} from './studio.games';
import { errorPage, playPage, STUDIO_PAGE_CSP } from './studio.page';
import type { StudioError, StudioService } from './studio.service';
import { ERROR_TEXT, limitText, studioText } from './studio.text';

const code = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);
const lang = z
  .string()
  .regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/)
  .optional();
const sessionId = z.string().regex(/^[0-9a-f]{32}$/);
const money = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/);

const playQuery = z.object({
  vendor: code,
  game: code,
  lang,
  token: z.string().min(16).max(128).optional(),
  demo: z.enum(['1', 'true']).optional(),
});
const openBody = z.object({
  vendor: code,
  game: code,
  lang,
  token: z.string().min(16).max(128).optional(),
  demo: z.boolean().optional(),
});
const playBody = z.object({
  sessionId,
  bet: money.refine((v) => BET_STEPS_MINOR.includes(parseMinor(v) ?? -1n), 'bet'),
  target: money
    .refine((v) => {
      const m = Number(parseMinor(v) ?? 0n);
      return m >= CRASH_TARGET_MIN && m <= CRASH_TARGET_MAX;
    }, 'target')
    .optional(),
  call: z.enum(['red', 'black']).optional(),
  lang,
});
const historyQuery = z.object({ sessionId });
const rotateBody = z.object({
  sessionId,
  clientSeed: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
});

/** The studio's answers use the platform's envelope shape so one client reads both. */
const envelope = (reply: FastifyReply, status: number, value: unknown, c = 'OK', message = 'OK') =>
  reply.status(status).send({ success: status < 400, value, message, code: c });

const langOf = (req: FastifyRequest) => {
  const q = (req.query ?? {}) as { lang?: unknown };
  const b = (req.body ?? {}) as { lang?: unknown };
  const given = typeof b.lang === 'string' ? b.lang : typeof q.lang === 'string' ? q.lang : undefined;
  return given ?? (String(req.headers['accept-language'] ?? '').startsWith('bn') ? 'bn' : 'en');
};

/** Answers 400 naming the field (in EN or BN). */
function badField(req: FastifyRequest, reply: FastifyReply, field: string, rule = 'required') {
  const message = studioText(langOf(req)).badField.replace('{field}', field);
  return envelope(reply, 400, { fields: [{ field, rule }] }, 'VALIDATION', message);
}

/** Parses or answers 400 naming the first bad field (in EN or BN), changing nothing. */
function parse<T extends z.ZodType>(schema: T, data: unknown, req: FastifyRequest, reply: FastifyReply) {
  const r = schema.safeParse(data ?? {});
  if (r.success) return r.data as z.infer<T>;
  const fields = r.error.issues.map((i) => ({ field: i.path.join('.') || 'body', rule: i.code }));
  const t = studioText(langOf(req));
  void envelope(reply, 400, { fields }, 'VALIDATION', t.badField.replace('{field}', fields[0]?.field ?? 'body'));
  return undefined;
}

const failWith = (req: FastifyRequest, reply: FastifyReply, e: StudioError) => {
  const t = studioText(langOf(req));
  const key = ERROR_TEXT[e.error] ?? 'error';
  const value = {
    ...(e.field ? { field: e.field } : {}),
    ...(e.balance ? { balance: e.balance } : {}),
    ...(e.limit ?? {}),
  };
  const message = e.limit ? limitText(t, e.limit) : t[key];
  return envelope(reply, e.status, Object.keys(value).length ? value : null, e.error, message);
};

/** Unknown vendor or a game that is not that vendor's: 404 naming which. */
function lookup(vendor: string, game: string): StudioGame | StudioError {
  if (!isStudioVendor(vendor)) return { error: 'STUDIO_UNKNOWN_VENDOR', status: 404, field: 'vendor' };
  return studioGame(vendor, game) ?? { error: 'STUDIO_UNKNOWN_GAME', status: 404, field: 'game' };
}
const isError = (x: object): x is StudioError => 'error' in x && 'status' in x;

export function studioRoutes(app: FastifyInstance, deps: { studio: StudioService }) {
  const { studio } = deps;
  // The game window runs in a sandboxed iframe (an opaque origin): the API answers any origin, without credentials.
  app.addHook('onRequest', async (req, reply) => {
    // Its icons are drawn inside that opaque-origin frame, a cross-origin load for the browser.
    if (req.url.startsWith('/studio/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    if (req.url.startsWith('/studio/api/')) {
      reply.header('access-control-allow-origin', '*');
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
      reply.header('access-control-allow-headers', 'content-type');
      reply.header('access-control-max-age', '600');
      reply.header('cache-control', 'no-store');
    }
  });
  app.options('/studio/api/*', { schema: { hide: true } }, async (_req, reply) => reply.status(204).send());

  app.get('/studio/play', { schema: { hide: true } }, async (req, reply) => {
    const wantsHtml = String(req.headers.accept ?? '').includes('text/html');
    const q = playQuery.safeParse(req.query ?? {});
    const demo = q.success && q.data.demo !== undefined;
    const field = !q.success ? String(q.error.issues[0]?.path[0] ?? 'query') : !demo && !q.data.token ? 'token' : null;
    const html = (status: number, body: string) =>
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', STUDIO_PAGE_CSP)
        .send(body);
    if (field) {
      const message = studioText(langOf(req)).badField.replace('{field}', field);
      return wantsHtml ? html(400, errorPage(langOf(req), message)) : badField(req, reply, field, 'invalid');
    }
    const data = q.data as z.infer<typeof playQuery>;
    const sg = lookup(data.vendor, data.game);
    if (isError(sg)) {
      const message = studioText(data.lang)[ERROR_TEXT[sg.error] ?? 'error'];
      return wantsHtml ? html(404, errorPage(data.lang ?? 'en', message)) : failWith(req, reply, sg);
    }
    return html(200, playPage(sg, { lang: data.lang ?? 'en', token: data.token ?? null, demo }));
  });

  app.get<{ Params: { file: string }; Querystring: { size?: string; lang?: string } }>(
    '/studio/icons/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const m = /^([A-Za-z0-9_]{1,32})\.svg$/.exec(req.params.file);
      const game = m?.[1] ? gameByCode(m[1]) : undefined;
      if (!game)
        return envelope(reply, 404, { field: 'gameCode' }, 'STUDIO_UNKNOWN_GAME', studioText(langOf(req)).unknownGame);
      let svg = gameIconSvg(game, req.query.lang === 'bn' ? 'bn' : 'en');
      // The large card is the same drawing at twice the size (it is a vector).
      if (req.query.size === 'large') svg = svg.replace('width="120" height="160"', 'width="240" height="320"');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );

  app.post('/studio/api/session', { schema: { hide: true } }, async (req, reply) => {
    const b = parse(openBody, req.body, req, reply);
    if (!b) return reply;
    if (!b.demo && !b.token) return badField(req, reply, 'token');
    const sg = lookup(b.vendor, b.game);
    if (isError(sg)) return failWith(req, reply, sg);
    const opened = await studio.open(sg, { lang: b.lang ?? 'en', token: b.token, demo: b.demo === true });
    return 'error' in opened ? failWith(req, reply, opened) : envelope(reply, 200, opened);
  });

  app.post('/studio/api/play', { schema: { hide: true } }, async (req, reply) => {
    const b = parse(playBody, req.body, req, reply);
    if (!b) return reply;
    const s = await studio.session(b.sessionId);
    if (!s) return failWith(req, reply, { error: 'STUDIO_SESSION_EXPIRED', status: 404, field: 'sessionId' });
    const sg = lookup(s.vendor, s.gameCode);
    if (isError(sg)) return failWith(req, reply, sg);
    if (sg.engine === 'crash' && !b.target) return badField(req, reply, 'target');
    if (sg.engine === 'card' && !b.call) return badField(req, reply, 'call');
    const played = await studio.play(s, sg, parseMinor(b.bet) ?? 0n, {
      targetCenti: b.target ? Number(parseMinor(b.target)) : undefined,
      call: b.call,
    });
    return 'error' in played ? failWith(req, reply, played) : envelope(reply, 200, played);
  });

  app.get('/studio/api/history', { schema: { hide: true } }, async (req, reply) => {
    const q = parse(historyQuery, req.query, req, reply);
    if (!q) return reply;
    const s = await studio.session(q.sessionId);
    if (!s) return failWith(req, reply, { error: 'STUDIO_SESSION_EXPIRED', status: 404, field: 'sessionId' });
    return envelope(reply, 200, { rounds: await studio.history(s) });
  });

  app.post('/studio/api/rotate', { schema: { hide: true } }, async (req, reply) => {
    const b = parse(rotateBody, req.body, req, reply);
    if (!b) return reply;
    const s = await studio.session(b.sessionId);
    if (!s) return failWith(req, reply, { error: 'STUDIO_SESSION_EXPIRED', status: 404, field: 'sessionId' });
    const rotated = await studio.rotate(s, b.clientSeed);
    return 'error' in rotated ? failWith(req, reply, rotated) : envelope(reply, 200, rotated);
  });
}
