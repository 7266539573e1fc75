import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { providerKit } from '../../test/provider-kit';

/**
 * The real app listening on a real port, with a fault-injecting relay between the studio and the
 * platform's provider wallet API: the studio is configured to call the relay, which forwards to
 * the app. `faults.loseWin` forwards a win but answers 502 (the platform moved money, the studio
 * never heard); `faults.refuseWin` answers 503 without forwarding (the platform never saw it);
 * `faults.loseBet` forwards bets and answers 502.
 */
export async function studioKit() {
  const faults = { loseWin: 0, refuseWin: 0, loseBet: 0 };
  let target = '';
  const relay = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const isWin = req.url?.endsWith('/win') ?? false;
      const isBet = req.url?.endsWith('/bet') ?? false;
      if (isWin && faults.refuseWin > 0) {
        faults.refuseWin--;
        res.writeHead(503).end('{}');
        return;
      }
      const headers: Record<string, string> = {};
      for (const h of ['content-type', 'x-provider-vendor', 'x-provider-signature']) {
        const v = req.headers[h];
        if (typeof v === 'string') headers[h] = v;
      }
      const answer = await fetch(`${target}${req.url}`, { method: 'POST', headers, body: Buffer.concat(chunks) });
      const text = await answer.text();
      if ((isWin && faults.loseWin > 0) || (isBet && faults.loseBet > 0)) {
        if (isWin) faults.loseWin--;
        else faults.loseBet--;
        res.writeHead(502).end('{}');
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())));
  const relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;

  const kit = await providerKit({ studioPlatformUrl: relayUrl });
  await kit.app.listen({ port: 0, host: '127.0.0.1' });
  target = `http://127.0.0.1:${(kit.app.server.address() as AddressInfo).port}`;

  const post = async (url: string, payload: unknown) => {
    const res = await kit.app.inject({ method: 'POST', url, payload: payload as object });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const openReal = async (memberId: number, vendor = 'STARSLOT', game = 'SS0001') => {
    const { token } = await kit.service.issueLaunchToken(kit.brandId, memberId, vendor, game);
    const res = await post('/studio/api/session', { vendor, game, lang: 'en', token });
    return res.body.value.sessionId as string;
  };
  /** The platform's record of a round (tests may read tables; the studio itself never does). */
  const platformRound = async (roundId: string) => {
    const r = await kit.db.execute(
      sql`select stake_minor::text as stake, win_minor::text as win, status from bet_rounds where round_id = ${roundId}`,
    );
    return r.rows[0] as { stake: string; win: string; status: string } | undefined;
  };
  const platformTxCount = async (txId: string) => {
    const r = await kit.db.execute(sql`select count(*)::int as n from provider_transactions where tx_id = ${txId}`);
    return (r.rows[0] as { n: number }).n;
  };
  return { ...kit, faults, relayUrl, post, openReal, platformRound, platformTxCount };
}
