import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reconcile } from '../ledger/reconcile';
import { depositsKit, PNG_1PX, proof } from './deposits.kit';

const k = await depositsKit();
const fieldsOf = (res: { json: () => { value: { fields: { field: string; rule: string; message: string }[] } } }) =>
  res.json().value.fields;

describe('what a deposit refuses', () => {
  it('bad amounts get a 400 naming `amount` and create nothing', async () => {
    const m = await k.newMember();
    const bad: [string, unknown][] = [
      ['-1', -1],
      ['0', 0],
      ['NaN', 'NaN'],
      ['exponent', '1e2'],
      ['3 decimals', '100.123'],
      ['above 2^53 minor', '90071992547409.92'],
      ['object', { value: 100 }],
      ['empty', ''],
      ['below the channel minimum', '99.99'],
      ['above the channel maximum', '25000.01'],
    ];
    for (const [why, amount] of bad) {
      const res = await k.create(m.token, { channel: 'BKASH', amount });
      expect(res.statusCode, why).toBe(400);
      expect(fieldsOf(res)[0]?.field, why).toBe('amount');
    }
    // 1e309 is not expressible as a JS number in a payload object: sent as raw JSON text.
    const huge = await k.app.inject({
      method: 'POST',
      url: API.deposit,
      headers: { token: m.token, 'idempotency-key': k.key(), 'content-type': 'application/json' },
      payload: '{"channel":"BKASH","amount":1e309}',
    });
    expect(huge.statusCode).toBe(400);
    expect(fieldsOf(huge)[0]?.field).toBe('amount');
    expect(await k.count('deposits', sql`member_id = ${m.id}`)).toBe(0);
    expect(await k.count('sandbox_payments')).toBe(0);
  });

  it('an amount outside the channel limits names the limits', async () => {
    const m = await k.newMember();
    const res = await k.create(m.token, { channel: 'DBBL', amount: '499.99', reference: 'REF0001', proof });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)[0]).toMatchObject({
      field: 'amount',
      rule: 'range',
      message: 'The amount must be between 500.00 and 100000.00',
    });
  });

  it('extra fields such as status or balance change nothing', async () => {
    const m = await k.newMember();
    const d = await k.created(m.token, {
      channel: 'ROCKET',
      amount: '150',
      reference: 'TXN777777',
      proof,
      status: 'approved',
      balance: '999999.00',
      memberId: 1,
      amountMinor: 99_999_999,
    });
    expect(d).toMatchObject({ status: 'pending', amount: '150.00' });
    expect(await k.balance(m.token)).toBe('0.00');
    const row = await k.db.execute<{ member_id: number; amount_minor: string }>(
      sql`select member_id, amount_minor::text from deposits where id = ${d.id}`,
    );
    expect(row.rows[0]).toEqual({ member_id: m.id, amount_minor: '15000' });
  });

  it('a manual deposit needs a reference and exactly one png or jpg proof', async () => {
    const m = await k.newMember();
    const base = { channel: 'ROCKET', amount: '200' };
    const cases: [string, object, string, string][] = [
      ['no reference', { ...base, proof }, 'reference', 'VALIDATION'],
      ['no proof', { ...base, reference: 'TXN1234' }, 'proof', 'VALIDATION'],
      ['two images', { ...base, reference: 'TXN1234', proof: [...proof, ...proof] }, 'proof', 'UPLOAD_TOO_MANY'],
      [
        'not an image',
        {
          ...base,
          reference: 'TXN1234',
          proof: [{ name: 'x.png', data: Buffer.from('GIF89a...').toString('base64') }],
        },
        'proof.0',
        'UPLOAD_TYPE',
      ],
    ];
    for (const [why, body, field, code] of cases) {
      const res = await k.create(m.token, body);
      expect(res.statusCode, why).toBe(400);
      expect(res.json().code, why).toBe(code);
      expect(fieldsOf(res)[0]?.field, why).toBe(field);
    }
    const tooMany = await k.create(m.token, { ...base, reference: 'TXN1234', proof: [...proof, ...proof] });
    expect(tooMany.json().message).toBe('Only one image can be uploaded here');
    expect(await k.count('deposits', sql`member_id = ${m.id}`)).toBe(0);
    expect(await k.count('uploads', sql`member_id = ${m.id}`)).toBe(0);
  });

  it('an unknown or disabled channel is refused naming `channel`', async () => {
    const m = await k.newMember();
    await k.db.execute(sql`update deposit_channels set enabled = false where code = 'NAGAD'`);
    for (const channel of ['NOPE', 'NAGAD']) {
      const res = await k.create(m.token, { channel, amount: '200' });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)[0]?.field).toBe('channel');
    }
    const list = (await k.app.inject({ url: API.depositChannels, headers: { token: m.token } })).json().value.list;
    expect(list.map((c: { code: string }) => c.code)).not.toContain('NAGAD');
    await k.db.execute(sql`update deposit_channels set enabled = true where code = 'NAGAD'`);
  });

  it('needs an Idempotency-Key', async () => {
    const m = await k.newMember();
    const res = await k.create(m.token, { channel: 'BKASH', amount: '200' }, null);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)[0]).toMatchObject({ field: 'Idempotency-Key', rule: 'required' });
    expect(await k.count('deposits', sql`member_id = ${m.id}`)).toBe(0);
  });

  it('refuses guests and trial accounts', async () => {
    const guest = await k.app.inject({ url: API.depositChannels });
    expect(guest.statusCode).toBe(401);
    const trial = (await k.app.inject({ method: 'POST', url: API.loginFreePlay, payload: await k.seal({}) })).json()
      .value.token;
    const channels = await k.app.inject({ url: API.depositChannels, headers: { token: trial } });
    expect(channels.statusCode).toBe(403);
    const create = await k.create(trial, { channel: 'ROCKET', amount: '200', reference: 'TRIAL1234', proof });
    expect(create.statusCode).toBe(403);
    expect(create.json().code).toBe('TRIAL_FORBIDDEN');
    expect(await k.count('deposits', sql`reference = 'TRIAL1234'`)).toBe(0);
  });

  it('the raw-body webhook parser stays in its own scope: other routes still read JSON', async () => {
    const m = await k.newMember();
    const res = await k.app.inject({
      method: 'POST',
      url: API.deposit,
      headers: { token: m.token, 'idempotency-key': k.key(), 'content-type': 'application/json' },
      payload: JSON.stringify({
        channel: 'ROCKET',
        amount: '250',
        reference: 'TXN98765',
        proof: [{ name: 'a.png', data: PNG_1PX }],
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.amount).toBe('250.00');
  });

  it('leaves every ledger invariant holding', async () => {
    expect((await reconcile(k.db)).problems).toEqual([]);
  });
});
