import { API, type Withdrawal } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idem, withdrawKit } from '../../../test/withdraw-kit';
import { withdrawals } from './withdrawals.tables';

let k: Awaited<ReturnType<typeof withdrawKit>>;
beforeAll(async () => {
  k = await withdrawKit();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const png = (name = 'proof.png') => ({ name, data: PNG.toString('base64') });

type Member = Awaited<ReturnType<typeof k.ready>>;
/** A member with a withdrawal of `amount` already approved. */
async function approved(amount: string, funded = '5000') {
  const m = await k.ready(funded);
  const w = k.value(await k.withdraw(m, amount));
  expect((await k.approve(w.id)).statusCode).toBe(200);
  return { m, id: w.id };
}
const received = (m: Member, pid: number, key?: string) =>
  k.call(API.withdrawReceived.replace(':pid', String(pid)), { token: m.token, body: {}, key });
const notReceived = (m: Member, pid: number, body: object) =>
  k.call(API.withdrawNotReceived.replace(':pid', String(pid)), { token: m.token, body });
const records = async (m: Member) =>
  (await k.call(`${API.withdrawRecords}?range=7d`, { token: m.token })).json().value.list as Withdrawal[];
/** cash + locked + paid out (and not returned) is what was funded, whatever happened in between. */
async function conserved(m: Member, fundedMinor: bigint) {
  const { cash, locked } = await k.member(m);
  const paidOut = (await records(m))
    .filter((w) => !['rejected', 'cancelled'].includes(w.status))
    .reduce((s, w) => s + BigInt(w.paid.replace('.', '')), 0n);
  expect(cash + locked + paidOut).toBe(fundedMinor);
}

describe('payouts and receipts', () => {
  it('pays in parts; each part is confirmed; received == amount is fully paid', async () => {
    const { m, id } = await approved('1000');
    const early = await k.ready('1000');
    const unapproved = k.value(await k.withdraw(early, '600'));
    expect((await k.payout(unapproved.id, '600')).json().code).toBe('WITHDRAWAL_STATE');

    const p1 = await k.payout(id, '600');
    expect(p1.statusCode, p1.body).toBe(200);
    const after1 = k.opValue(p1);
    expect(after1).toMatchObject({ status: 'paid', paid: '600.00', received: '0.00', remaining: '1000.00' });
    const beyond = await k.payout(id, '400.01');
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().value.fields[0]).toMatchObject({ field: 'amount', rule: 'max' });
    expect(beyond.json().message).toContain('At most 400.00 is left to pay out');
    expect(await k.member(m)).toEqual({ cash: 400_000n, locked: 40_000n });
    await conserved(m, 500_000n);

    const pid1 = after1.parts[0]?.id as number;
    const r1 = await received(m, pid1);
    expect(k.value(r1)).toMatchObject({ status: 'paid', received: '600.00', remaining: '400.00' });
    // Answering again changes nothing.
    expect((await received(m, pid1)).statusCode).toBe(200);

    const p2 = k.opValue(await k.payout(id, '400'));
    const pid2 = p2.parts[1]?.id as number;
    const done = k.value(await received(m, pid2));
    expect(done).toMatchObject({ status: 'completed', received: '1000.00', remaining: '0.00', paid: '1000.00' });
    expect(done.completedAt).not.toBeNull();
    expect(done.timeline.map((s) => s.event)).toEqual([
      'requested',
      'approved',
      'paid',
      'received',
      'paid',
      'received',
      'completed',
    ]);
    expect(await k.member(m)).toEqual({ cash: 400_000n, locked: 0n });
    expect((await k.payout(id, '1')).json().code).toBe('WITHDRAWAL_STATE');
    // Another member cannot answer for this part.
    const other = await k.player('Some Body');
    expect((await received(other as Member, pid1)).statusCode).toBe(404);
    await conserved(m, 500_000n);
    await k.clean();
  });

  it('a payout retried with the same key pays once', async () => {
    const { m, id } = await approved('1000');
    const key = idem();
    const [a, b] = await Promise.all([k.payout(id, '500', key), k.payout(id, '500', key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(k.opValue(b).parts).toHaveLength(1);
    expect((await k.payout(id, '300', key)).json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await k.member(m)).toEqual({ cash: 400_000n, locked: 50_000n });
  });

  it('a part unconfirmed past the brand minutes counts as received (auto), from the clock alone', async () => {
    const { m, id } = await approved('800');
    const paid = k.opValue(await k.payout(id, '800'));
    const part = paid.parts[0];
    expect(Date.parse(part?.autoReceiptAt ?? '') - Date.parse(part?.paidAt ?? '')).toBe(30 * 60_000);
    k.tick(29 * 60_000);
    expect((await records(m)).find((w) => w.id === id)?.status).toBe('paid');
    k.tick(60_000);
    const w = (await records(m)).find((x) => x.id === id);
    expect(w).toMatchObject({ status: 'completed', received: '800.00' });
    expect(w?.parts[0]).toMatchObject({ status: 'received', auto: true, confirmedAt: part?.autoReceiptAt });
    expect(w?.timeline.at(-2)).toMatchObject({ event: 'received', auto: true });
    // Too late to dispute it now.
    const late = await notReceived(m, part?.id as number, { proof: [png()] });
    expect(late.json().code).toBe('WITHDRAWAL_STATE');
    await k.clean();
  });

  it("the sweep alone (the timer path) settles due parts, after the brand's own minutes", async () => {
    await k.setBrand({ withdrawAutoReceiptMinutes: 5 });
    k.tick(6_000);
    const { m, id } = await approved('700');
    const paid = k.opValue(await k.payout(id, '700'));
    expect(Date.parse(paid.parts[0]?.autoReceiptAt ?? '') - Date.parse(paid.parts[0]?.paidAt ?? '')).toBe(5 * 60_000);
    // Read straight from the table: every API read would sweep first, and this is about the sweep alone.
    const view = async () => (await k.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
    const sweep = k.sweeper();
    k.tick(5 * 60_000 - 1);
    expect(await sweep()).toBe(0);
    expect(await view()).toMatchObject({ status: 'paid', autoReceived: false });
    k.tick(1);
    expect(await sweep()).toBe(1);
    expect(await view()).toMatchObject({ status: 'completed', receivedMinor: 70_000n, autoReceived: true });
    expect(await sweep()).toBe(0);
    expect(await k.member(m)).toEqual({ cash: 430_000n, locked: 0n });
    await k.setBrand({ withdrawAutoReceiptMinutes: 30 });
    k.tick(6_000);
    await k.clean();
  });

  it('not received (with proof) disputes it; a forced receipt settles it as received', async () => {
    const { m, id } = await approved('1000');
    const pid = k.opValue(await k.payout(id, '1000')).parts[0]?.id as number;
    const none = await notReceived(m, pid, { proof: [] });
    expect(none.json().value.fields[0]).toMatchObject({ field: 'proof', rule: 'required' });
    const many = await notReceived(m, pid, { proof: [png(), png(), png(), png()] });
    expect(many.json()).toMatchObject({ code: 'UPLOAD_TOO_MANY', message: "Can't accept upload more than 3 images" });
    const gif = await notReceived(m, pid, {
      proof: [{ name: 'a.gif', data: Buffer.from('GIF89a....').toString('base64') }],
    });
    expect(gif.json()).toMatchObject({ code: 'UPLOAD_TYPE', message: 'Only acceptable png or jpg' });
    const long = await notReceived(m, pid, { proof: [png()], remark: 'x'.repeat(141) });
    expect(long.json().value.fields[0]).toMatchObject({ field: 'remark', rule: 'maxLength' });

    const disputed = await notReceived(m, pid, { proof: [png(), png('b.png')], remark: 'Nothing arrived' });
    expect(disputed.statusCode, disputed.body).toBe(200);
    const w = k.value(disputed);
    expect(w).toMatchObject({ status: 'disputed', received: '0.00', remaining: '1000.00' });
    expect(w.parts[0]).toMatchObject({ status: 'not_received', remark: 'Nothing arrived' });
    expect(w.parts[0]?.proofIds).toHaveLength(2);
    // The proof is there for the operator to look at.
    const img = await k.app.inject({ url: `/wps/uploads/${w.parts[0]?.proofIds[0]}`, headers: { token: k.opToken } });
    expect(img.statusCode).toBe(200);
    // A disputed part does not count as received when its time passes.
    k.tick(31 * 60_000);
    expect((await records(m)).find((x) => x.id === id)?.status).toBe('disputed');

    const forced = await k.op(k.path(API.operatorWithdrawalForce, id, pid));
    expect(forced.statusCode, forced.body).toBe(200);
    expect(k.opValue(forced)).toMatchObject({ status: 'completed', received: '1000.00' });
    expect(
      k
        .opValue(forced)
        .timeline.map((s) => s.event)
        .slice(-3),
    ).toEqual(['not_received', 'forced', 'completed']);
    expect((await k.op(k.path(API.operatorWithdrawalForce, id, pid))).json().code).toBe('WITHDRAWAL_STATE');
    expect((await k.op(k.path(API.operatorWithdrawalReturn, id, pid))).json().code).toBe('WITHDRAWAL_STATE');
    expect(await k.member(m)).toEqual({ cash: 400_000n, locked: 0n });
    await conserved(m, 500_000n);
    await k.clean();
  });

  it('not received, returned (back to locked), paid again and received: the money is whole', async () => {
    const { m, id } = await approved('1000');
    const pid = k.opValue(await k.payout(id, '1000')).parts[0]?.id as number;
    await notReceived(m, pid, { proof: [png()] });
    const ret = await k.op(k.path(API.operatorWithdrawalReturn, id, pid));
    expect(ret.statusCode, ret.body).toBe(200);
    expect(k.opValue(ret)).toMatchObject({ status: 'approved', paid: '0.00', received: '0.00' });
    expect(await k.member(m)).toEqual({ cash: 400_000n, locked: 100_000n });
    await conserved(m, 500_000n);
    expect((await received(m, pid)).json().code).toBe('WITHDRAWAL_STATE');

    const again = k.opValue(await k.payout(id, '1000'));
    const pid2 = again.parts[1]?.id as number;
    expect(again.parts.map((p) => p.status)).toEqual(['returned', 'paid']);
    const done = k.value(await received(m, pid2));
    expect(done).toMatchObject({ status: 'completed', received: '1000.00' });
    expect(done.timeline.map((s) => s.event)).toEqual([
      'requested',
      'approved',
      'paid',
      'not_received',
      'returned',
      'paid',
      'received',
      'completed',
    ]);
    expect(await k.member(m)).toEqual({ cash: 400_000n, locked: 0n });
    await conserved(m, 500_000n);
    await k.clean();
  });

  it('a member may still confirm a part they reported not received (it arrived late)', async () => {
    const { m, id } = await approved('600');
    const pid = k.opValue(await k.payout(id, '600')).parts[0]?.id as number;
    await notReceived(m, pid, { proof: [png()] });
    const res = await received(m, pid);
    expect(k.value(res)).toMatchObject({ status: 'completed', received: '600.00' });
  });
});
