import { AGENT_TRANSFER_API as P } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transfersKit, type Who } from './transfers-kit';

let k: Awaited<ReturnType<typeof transfersKit>>;
beforeAll(async () => {
  k = await transfersKit();
});

const apply = (who: Who, body: object = { reason: 'I run a cricket club', contact: '+8801711111111' }, lang = 'en') =>
  k.app.inject({
    method: 'POST',
    url: P.affiliateApplication,
    headers: { token: who.token, 'accept-language': lang },
    payload: body,
  });
const review = (id: number, action: string, body: object = {}) =>
  k.app.inject({
    method: 'POST',
    url: P.operatorReview.replace(':id', String(id)).replace(':action', action),
    headers: { token: k.opToken, 'accept-language': 'en' },
    payload: body,
  });
const typeOf = async (id: number) =>
  (await k.db.execute<{ type: number }>(sql`select type from members where id = ${id}`)).rows[0]?.type;

describe('affiliate application', () => {
  it('a player applies once at a time; an operator approves: top agent (type 1) with an invitation code, audited', async () => {
    const p = await k.account({ pin: false });
    const res = await apply(p);
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json().value;
    expect(state).toMatchObject({ canApply: false, isAgent: false, application: { status: 'in_process' } });
    const twice = await apply(p);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('AFFILIATE_APPLICATION_OPEN');

    const list = await k.app.inject({
      url: `${P.operatorApplications}?status=in_process&pageSize=100`,
      headers: { token: k.opToken },
    });
    expect(list.json().value.list.map((a: { id: number }) => a.id)).toContain(state.application.id);

    const ok = await review(state.application.id, 'approve', { remark: 'welcome' });
    expect(ok.statusCode, ok.body).toBe(200);
    const code = ok.json().value.affiliateCode as string;
    expect(ok.json().value).toMatchObject({ status: 'approved', remark: 'welcome' });
    expect(code).toMatch(/^[A-Z2-9]{7}$/);
    expect(await typeOf(p.id)).toBe(1);
    const check = await k.app.inject({ url: `/wps/agent/affiliate?affiliateCode=${code.toLowerCase()}` });
    expect(check.statusCode, check.body).toBe(200);
    const audit = await k.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'affiliate.approve' and target_id = ${String(p.id)}`,
    );
    expect(audit.rows[0]?.n).toBe(1);

    const mine = (await k.get(p, P.affiliateApplication)).json().value;
    expect(mine).toMatchObject({ isAgent: true, canApply: false, application: { affiliateCode: code } });
    // Now an agent: the agent guard lets it in, and it cannot apply again.
    expect((await apply(p)).json().code).toBe('ALREADY_AGENT');
    const again = await review(state.application.id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AFFILIATE_APPLICATION_STATE');
  });

  it('30 applications sent at once open one; 30 approvals of it at once make one agent with one code', async () => {
    const p = await k.account({ pin: false });
    const sent = await Promise.all(Array.from({ length: 30 }, () => apply(p)));
    expect(sent.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(sent.filter((r) => r.json().code === 'AFFILIATE_APPLICATION_OPEN')).toHaveLength(29);
    const open = await k.db.execute<{ id: number }>(
      sql`select id from affiliate_applications where member_id = ${p.id} and status = 'in_process'`,
    );
    expect(open.rows).toHaveLength(1);
    const id = open.rows[0]?.id as number;
    const reviews = await Promise.all(Array.from({ length: 30 }, () => review(id, 'approve')));
    expect(reviews.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(reviews.filter((r) => r.json().code === 'AFFILIATE_APPLICATION_STATE')).toHaveLength(29);
    const codes = await k.db.execute<{ n: number }>(
      sql`select count(*)::int as n from affiliate_codes where agent_id = ${p.id}`,
    );
    expect(codes.rows[0]?.n).toBe(1);
    expect(await typeOf(p.id)).toBe(1);
  });

  it('a player under an agent becomes a downline agent (type 2)', async () => {
    const agent = await k.account({ type: 1, pin: false });
    const p = await k.account({ upline: agent, pin: false });
    const id = (await apply(p, {})).json().value.application.id;
    expect((await review(id, 'approve')).statusCode).toBe(200);
    expect(await typeOf(p.id)).toBe(2);
  });

  it('rejection leaves a player who may apply again; messages in Bengali', async () => {
    const p = await k.account({ pin: false });
    const id = (await apply(p)).json().value.application.id;
    const no = await review(id, 'reject', { remark: 'not now' });
    expect(no.json().value).toMatchObject({ status: 'rejected', affiliateCode: null });
    expect(await typeOf(p.id)).toBe(0);
    expect((await k.get(p, P.affiliateApplication)).json().value.canApply).toBe(true);
    expect((await apply(p)).statusCode).toBe(200);
    const bn = await apply(p, {}, 'bn');
    expect(bn.json().message).toBe('আপনার এজেন্ট আবেদন ইতিমধ্যে প্রক্রিয়াধীন');
  });

  it('agents cannot apply; bad input is a 400 naming the field; members cannot review; unknown id is 404', async () => {
    const agent = await k.account({ type: 1, pin: false });
    expect((await apply(agent)).json().code).toBe('ALREADY_AGENT');
    const p = await k.account({ pin: false });
    const long = await apply(p, { reason: 'x'.repeat(141) });
    expect(long.statusCode).toBe(400);
    expect(long.json().value.fields[0].field).toBe('reason');
    const asMember = await k.app.inject({
      method: 'POST',
      url: P.operatorReview.replace(':id', '1').replace(':action', 'approve'),
      headers: { token: p.token },
      payload: {},
    });
    expect(asMember.statusCode).toBe(401);
    expect((await review(99_999_999, 'approve')).statusCode).toBe(404);
    expect((await review(1, 'maybe')).statusCode).toBe(400);
  });
});
