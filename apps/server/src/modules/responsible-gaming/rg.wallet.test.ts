import { randomUUID } from 'node:crypto';
import { API, PROVIDER_API, PROVIDER_SIGNATURE_HEADER, PROVIDER_VENDOR_HEADER } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { operatorLogin } from '../../../test/operator-kit';
import { demoProviderSecret, signBody } from '../providers/providers.signature';
import { rgKit } from './rg.kit';

const k = await rgKit();
const VENDOR = 'STARSLOT';

/** A signed provider call, as the vendor sends it. */
const provider = (path: string, body: object) => {
  const raw = JSON.stringify(body);
  return k.app.inject({
    method: 'POST',
    url: path,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [PROVIDER_VENDOR_HEADER]: VENDOR,
      [PROVIDER_SIGNATURE_HEADER]: signBody(demoProviderSecret(VENDOR), raw),
    },
  });
};
const spin = async (memberId: number, stake: string, win = '0.00') => {
  const roundId = `rgw-${randomUUID()}`;
  const base = { playerId: String(memberId), roundId, gameCode: 'SS0001' };
  const bet = await provider(PROVIDER_API.bet, { ...base, transactionId: `${roundId}:bet`, amount: stake });
  if (bet.json().success)
    await provider(PROVIDER_API.win, { ...base, transactionId: `${roundId}:win`, amount: win, final: true });
  return bet.json();
};
const fund = async (memberId: number, amount: string) => {
  const res = await k.app.inject({
    method: 'POST',
    url: API.operatorAdjust.replace(':memberId', String(memberId)),
    headers: { authorization: `Bearer ${await operatorLogin(k.app)}`, 'idempotency-key': randomUUID() },
    payload: { direction: 'credit', amount, wallet: 'cash', reason: 'rg test', turnoverBp: 0 },
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** What the member sets through these calls is what the provider wallet functions (drizzle/0015) enforce. */
describe('the provider wallet enforces what the member set here', () => {
  it('a loss limit set on the screen stops stakes that would pass it, and the screen shows the loss', async () => {
    const m = await k.newMember();
    await fund(m.id, '100');
    await k.setLimit(m.token, 'loss', 'day', '20');
    for (let i = 0; i < 5; i++) expect((await spin(m.id, '4.00')).success).toBe(true);
    const refused = await spin(m.id, '4.00');
    expect(refused).toMatchObject({
      code: 'PROVIDER_LIMIT_EXCEEDED',
      value: { kind: 'loss', period: 'day', limit: '20.00' },
    });
    expect(k.limitOf(await k.state(m.token), 'loss', 'day').used).toBe('20.00');
  });

  it('a time-out refuses new stakes from the moment it starts', async () => {
    const m = await k.newMember();
    await fund(m.id, '50');
    expect((await spin(m.id, '1.00')).success).toBe(true);
    await k.timeout(m.token, '24h');
    expect(await spin(m.id, '1.00')).toMatchObject({ code: 'PROVIDER_PLAYER_EXCLUDED' });
  });
});
