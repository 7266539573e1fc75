import { randomBytes } from 'node:crypto';
import { FEEDBACK_API, IDEMPOTENCY_HEADER } from '@platform/contracts';
import { it } from 'vitest';
import { walletKit } from '../../test/wallet-kit';

it('fuzz4 images', { timeout: 900_000 }, async () => {
  const k = await walletKit();
  const { app } = k;
  const m = await k.newMember();
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const datas = ['!!!!', '====', png.toString('base64'), png.toString('base64') + '!!', 'AA', Buffer.alloc(3 * 1024 * 1024, 1).toString('base64'), `data:image/png;base64,${png.toString('base64')}`, png.toString('base64url'), ' '];
  const names = ['a.png', '../../etc/passwd', 'x'.repeat(255), '', '.png', 'a\\b.png', 'a/b.png', '🙂.png', 'CON.png'];
  const problems: string[] = [];
  const hist: Record<string, number> = {};
  for (const data of datas) for (const name of names) {
    for (const images of [[{ name, data }], Array.from({ length: 5 }, () => ({ name, data })), [{ name, data }, 'x'], {}]) {
      const res = await app.inject({ method: 'PUT', url: FEEDBACK_API.feedback, headers: { token: m.token, 'accept-language': 'en', [IDEMPOTENCY_HEADER]: randomBytes(8).toString('hex') }, payload: { type: null, content: 'hello there', images } });
      const c = `${res.statusCode} ${res.json().code}`;
      hist[c] = (hist[c] ?? 0) + 1;
      if (res.statusCode >= 500) problems.push(`${name.slice(0, 20)} ${data.slice(0, 20)} ${JSON.stringify(images).slice(0, 40)} -> ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
  }
  console.log(JSON.stringify(hist));
  console.log(`PROBLEMS ${problems.length}\n${problems.join('\n')}`);
});
