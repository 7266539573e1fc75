import { API, PROFILE_API } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withdrawKit } from '../../../test/withdraw-kit';
import { members } from '../members/members.tables';

let k: Awaited<ReturnType<typeof withdrawKit>>;
beforeAll(async () => {
  k = await withdrawKit();
});

const bind = (token: string, body: object) => k.call(API.payoutAccounts, { token, key: null, body });
const realName = async (id: number) =>
  (await k.db.select({ n: members.payeeName }).from(members).where(eq(members.id, id)))[0]?.n;

describe('payout accounts', () => {
  it('the first account sets a missing real name; later ones must match it (case and spaces aside)', async () => {
    const m = await k.player(null);
    const first = await bind(m.token, {
      provider: 'nagad',
      accountNumber: '017 1234-5678',
      holderName: 'Karim  Ahmed',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ kind: 'ewallet', provider: 'nagad', accountNumber: '*******5678' });
    expect(await realName(m.id)).toBe('Karim  Ahmed');

    const other = await bind(m.token, { provider: 'dbbl', accountNumber: '1234567890123', holderName: 'Someone Else' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'PAYEE_NAME_MISMATCH', value: { fields: [{ field: 'holderName' }] } });

    const same = await bind(m.token, { provider: 'dbbl', accountNumber: '1234567890123', holderName: 'karim ahmed' });
    expect(same.statusCode, same.body).toBe(200);
    // The stored holder is the real name as first given, whatever case was typed this time.
    expect(same.json().value).toMatchObject({
      kind: 'bank',
      holderName: 'Karim  Ahmed',
      accountNumber: '*********0123',
    });
    expect(await realName(m.id)).toBe('Karim  Ahmed');
  });

  it('a member whose real name is on file binds only under that name, in Bengali too', async () => {
    const m = await k.player('রহিম উদ্দিন');
    expect(
      (await bind(m.token, { provider: 'bkash', accountNumber: '01812345678', holderName: 'Rahim' })).statusCode,
    ).toBe(400);
    const ok = await bind(m.token, { provider: 'bkash', accountNumber: '01812345678', holderName: 'রহিম  উদ্দিন' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses numbers a provider cannot have, duplicates, and a sixth account; removal frees a place', async () => {
    const m = await k.player('Nadia Islam');
    const bad = await bind(m.token, { provider: 'bkash', accountNumber: '12345678', holderName: 'Nadia Islam' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields[0]).toMatchObject({ field: 'accountNumber', rule: 'pattern' });
    expect(
      (await bind(m.token, { provider: 'paypal', accountNumber: '01712345678', holderName: 'Nadia Islam' })).statusCode,
    ).toBe(400);

    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await bind(m.token, {
        provider: 'bkash',
        accountNumber: `0171234567${i}`,
        holderName: 'Nadia Islam',
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().value.id);
    }
    const dup = await bind(m.token, { provider: 'nagad', accountNumber: '01712345670', holderName: 'Nadia Islam' });
    expect(dup.json().code).toBe('PAYOUT_ACCOUNT_LIMIT');

    const del = await k.call(API.payoutAccount.replace(':id', String(ids[0])), { token: m.token, method: 'DELETE' });
    expect(del.statusCode, del.body).toBe(200);
    const again = await bind(m.token, { provider: 'bkash', accountNumber: '01712345671', holderName: 'Nadia Islam' });
    expect(again.json().code).toBe('PAYOUT_ACCOUNT_EXISTS');
    const list = await k.call(API.payoutAccounts, { token: m.token });
    expect(list.json().value.list).toHaveLength(4);
    expect(list.json().value.max).toBe(5);
    // Nobody else's account can be removed; a removed one is gone.
    const other = await k.player('Other One');
    const foreign = await k.call(API.payoutAccount.replace(':id', String(ids[1])), {
      token: other.token,
      method: 'DELETE',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('binds at most 5 even when many bindings race', async () => {
    const m = await k.player('Race Runner');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        bind(m.token, {
          provider: 'rocket',
          accountNumber: `01912345${String(i).padStart(3, '0')}`,
          holderName: 'Race Runner',
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.json().code === 'PAYOUT_ACCOUNT_LIMIT')).toHaveLength(25);
  });

  it('keeps one real name when 30 profile saves and bindings with other names race', async () => {
    const m = await k.player(null);
    const profile = {
      ...{ nickname: '', birthday: '', address: '', nationality: '', occupation: '', incomeSource: '' },
      ...{ telegram: '', zalo: '', realName: 'Profile Name' },
    };
    const save = () =>
      k.app.inject({ method: 'PUT', url: PROFILE_API.profile, headers: { token: m.token }, payload: profile });
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2
          ? save()
          : bind(m.token, {
              provider: 'rocket',
              accountNumber: `0191234${String(i).padStart(4, '0')}`,
              holderName: 'Binding Name',
            }),
      ),
    );
    const name = await realName(m.id);
    expect(['Profile Name', 'Binding Name']).toContain(name);
    // Every binding either carries the one real name or was refused; the first-come name won everywhere.
    const bound = res.filter((r, i) => i % 2 === 0 && r.statusCode === 200);
    expect(bound).toHaveLength(name === 'Binding Name' ? 5 : 0);
    const list = (await k.call(API.payoutAccounts, { token: m.token })).json().value.list as { holderName: string }[];
    expect(list.map((a) => a.holderName)).toEqual(list.map(() => name));
    for (const r of res.filter((_, i) => i % 2)) expect(r.json().value.realName).toBe(name);
  });

  it('is for real members only', async () => {
    const res = await k.app.inject({ url: API.payoutAccounts });
    expect(res.statusCode).toBe(401);
  });
});
