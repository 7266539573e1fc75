import { GAMES_API, PROVIDER_API, type WinnerEntry } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerKit } from '../../../test/provider-kit';
import { members } from '../members/members.tables';
import { maskAccount } from './lobby.service';

type Kit = Awaited<ReturnType<typeof providerKit>>;
let k: Kit;
let current = new Date();
beforeAll(async () => {
  k = await providerKit({ clock: () => current });
});

/** One settled round of SS0001 (a STARSLOT slot) through the signed provider API. */
async function round(memberId: number, id: string, bet: string, win: string) {
  const base = { playerId: String(memberId), roundId: id, gameCode: 'SS0001' };
  expect((await k.call(PROVIDER_API.bet, { ...base, transactionId: `${id}:b`, amount: bet })).status).toBe(200);
  expect((await k.call(PROVIDER_API.win, { ...base, transactionId: `${id}:w`, amount: win })).status).toBe(200);
}

describe('winners board', () => {
  it('shows the latest wins with the 3 biggest first, accounts masked, losses left out', async () => {
    const a = await k.newMember(100_000n);
    const b = await k.newMember(100_000n);
    const wins = ['12.00', '900.00', '3.50', '0.00', '450.00', '75.00', '1200.00', '8.00'];
    for (const [i, w] of wins.entries()) {
      current = new Date(current.getTime() + 1_000);
      await round(i % 2 ? a : b, `w${i}`, '10.00', w);
    }
    current = new Date(current.getTime() + 60_000);
    const res = await k.app.inject({ url: GAMES_API.winners, query: { limitNum: '20', language: 'bn' } });
    const board = res.json().value as WinnerEntry[];
    expect(board.map((e) => e.vo.winAmount)).toEqual([
      '1200.00',
      '900.00',
      '450.00',
      // then the rest, newest first
      '8.00',
      '75.00',
      '3.50',
      '12.00',
    ]);
    const [acct] = await k.db.select({ account: members.account }).from(members).where(eq(members.id, b));
    expect(board[0]?.vo.customerName).toBe(maskAccount(acct?.account as string));
    expect(board[0]?.vo.customerName).not.toBe(acct?.account);
    expect(board[0]?.vo.iconUrl).toBe('/studio/icons/SS0001.svg');
    expect(board[0]?.vo.gameName).not.toBe('SS0001');
    const only = await k.app.inject({ url: GAMES_API.winners, query: { gameCategory: 'FISH' } });
    expect(only.json().value).toEqual([]);
    const bad = await k.app.inject({ url: GAMES_API.winners, query: { limitNum: '500' } });
    expect(bad.statusCode).toBe(400);
  });
});
