import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realtimeKit, sleep } from './realtime.kit';

const { app, app2, db, brandId, connect, track, alice, bob, adjust } = await realtimeKit();

describe('balance events from the ledger tail', () => {
  it('sends the new balance to that member only, once, with both instances running the tail loop', async () => {
    const a = await track(connect('two', alice.token));
    const b = await track(connect('one', bob.token));
    const stops = [app.realtime.ledgerTail.loop.start(), app2.realtime.ledgerTail.loop.start()];
    try {
      await sleep(800); // both tried the lock; the elected one placed its cursor
      expect((await adjust(alice.id, '150.50')).statusCode).toBe(200);
      await expect(a.next('balance')).resolves.toEqual({ type: 'balance', balance: '150.50' });
      await sleep(700);
      expect(a.of('balance')).toHaveLength(1);
      expect(b.of('balance')).toHaveLength(0);
    } finally {
      await Promise.all(stops.map((s) => s()));
    }
  });

  it('finds a transfer committed after a later one (the gap is read again)', async () => {
    const tail = app.realtime.ledgerTail;
    const a = await track(connect('one', alice.token));
    const b = await track(connect('one', bob.token));
    await tail.step(); // the cursor is placed (at the end of the ledger) when it has none
    expect((await adjust(bob.id, '2.00')).statusCode).toBe(200);
    await tail.step();
    await expect(b.next('balance')).resolves.toEqual({ type: 'balance', balance: '2.00' });
    const account = async (kind: string) => {
      await db.execute(sql`insert into ledger_accounts (brand_id, kind, member_id) values (${brandId}, ${kind}, ${bob.id})
        on conflict do nothing`);
      const r = await db.execute<{ id: string }>(
        sql`select id from ledger_accounts where member_id = ${bob.id} and kind = ${kind}`,
      );
      return Number(r.rows[0]?.id);
    };
    const [cash, bonus] = [await account('member_cash'), await account('member_bonus')];
    // Bob's transfer takes its id first and commits after alice's later one.
    const held = await db.$client.connect();
    try {
      await held.query('begin');
      await held.query(`select * from ledger_post($1, 'test', $2, 'test', $3, $4, 100, '{}'::jsonb)`, [
        brandId,
        randomUUID(),
        cash,
        bonus,
      ]);
      expect((await adjust(alice.id, '1.00')).statusCode).toBe(200);
      await tail.step();
      await expect(a.next('balance')).resolves.toMatchObject({ type: 'balance' });
      await held.query('commit');
    } finally {
      held.release();
    }
    await tail.step();
    await expect(b.next('balance')).resolves.toEqual({ type: 'balance', balance: '1.00' });
    expect(b.of('balance')).toHaveLength(2);
  });
});
