import { API } from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { wager } from '../../../test/provider-kit';
import { walletKit } from '../../../test/wallet-kit';
import { vendors } from '../games/games.tables';
import { reconcile } from '../ledger/reconcile';

const k = await walletKit();
const { get, post, newMember, fund } = k;
const T = API.walletTransfer;
const setVendor = (code: string, set: Partial<typeof vendors.$inferInsert>) =>
  k.db
    .update(vendors)
    .set(set)
    .where(and(eq(vendors.brandId, k.brandId), eq(vendors.code, code)));
afterAll(async () => {
  expect((await reconcile(k.db)).problems).toEqual([]);
});

describe('balance and consolidated funds', () => {
  it('the balance is the main wallet to the minor unit; a trial account sees its demo credit', async () => {
    const m = await newMember();
    await fund(m.id, 123_456n);
    expect((await get(API.balance, m.token)).json().value).toEqual({
      balance: '1234.56',
      currency: 'BDT',
      isDemo: false,
    });
    const trial = await newMember(true);
    expect((await get(API.balance, trial.token)).json().value).toEqual({
      balance: '2000.00',
      currency: 'BDT',
      isDemo: true,
    });
  });

  it('consolidated: main, locked, bonus, vendor wallets, total assets and turnover owed', async () => {
    const m = await newMember();
    await fund(m.id, 100_000n);
    await k.move('withdraw_lock', k.cash(m.id), { kind: 'member_locked', memberId: m.id }, 20_001n);
    await k.move('bonus', { kind: 'house_promotion' }, { kind: 'member_bonus', memberId: m.id }, 5_050n);
    expect((await post(T, m.token, { from: 'main', to: 'APEX_SPORTS', amount: '300.5' })).statusCode).toBe(200);
    const { turnover } = k;
    await turnover.require(k.db, {
      brandId: k.brandId,
      memberId: m.id,
      source: 'deposit',
      sourceId: `d${m.id}`,
      amountMinor: 100_000n,
      multiplierBp: 15_000,
    });
    await wager(k.app, m.id, '25.01');
    const res = await get(API.fundsConsolidated, m.token);
    expect(res.json().value).toEqual({
      balance: '499.49',
      locked: '200.01',
      bonus: '50.50',
      vendorWallets: '300.50',
      totalAssets: '1050.50',
      points: 0,
      turnover: { required: '1500.00', done: '25.01', remaining: '1474.99' },
      currency: 'BDT',
      currencySymbol: '৳',
    });
  });

  it('refuses trial accounts (spec §6) and guests', async () => {
    const trial = await newMember(true);
    expect((await get(API.fundsConsolidated, trial.token)).json()).toMatchObject({ code: 'TRIAL_FORBIDDEN' });
    expect((await k.app.inject({ url: API.fundsConsolidated })).statusCode).toBe(401);
  });
});

describe('merchant wallet', () => {
  it('lists the main wallet and each enabled transfer-mode vendor with its balance and maintenance flag', async () => {
    const m = await newMember();
    await fund(m.id, 50_000n);
    await post(T, m.token, { from: 'main', to: 'TCG_SEA', amount: 120 });
    await setVendor('TCG_LOTTO_VN', { maintenance: true });
    const v = (await get(API.merchantWallet, m.token)).json().value;
    await setVendor('TCG_LOTTO_VN', { maintenance: false });
    expect(v.main).toBe('380.00');
    expect(v.total).toBe('500.00');
    expect(v.isDemo).toBe(false);
    expect(v.vendors.map((x: { vendor: string }) => x.vendor)).toEqual(['TCG_LOTTO_VN', 'TCG_SEA', 'APEX_SPORTS']);
    expect(v.vendors[0]).toMatchObject({ vendor: 'TCG_LOTTO_VN', balance: '0.00', maintenance: true });
    expect(v.vendors[1]).toMatchObject({
      vendor: 'TCG_SEA',
      name: 'TCG SEA Lottery',
      balance: '120.00',
      maintenance: false,
    });
  });

  it('a trial account sees its demo credit and empty vendor wallets', async () => {
    const trial = await newMember(true);
    const v = (await get(API.merchantWallet, trial.token)).json().value;
    expect(v).toMatchObject({ main: '2000.00', total: '2000.00', isDemo: true });
    expect(v.vendors.every((x: { balance: string }) => x.balance === '0.00')).toBe(true);
  });
});
