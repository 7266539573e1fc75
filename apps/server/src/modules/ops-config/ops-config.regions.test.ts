import { API, OPS_CONFIG_API as P } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { configKit } from './ops-config.kit';

const { op, pub, value, refused, audits, fill } = await configKit();

describe('region rules', () => {
  it("blocks the caller's IP at once and lets it in again when removed", async () => {
    const status = async () => (await pub(API.status)).json().value.status;
    expect(await status()).toBe(0);
    const rule = await value<{ id: number }>(
      op('POST', P.regions, { kind: 'cidr', value: '127.0.0.0/8', action: 'block' }),
    );
    expect(await status()).toBe(2);
    const list = await value<{ id: number; value: string }[]>(op('GET', P.regions));
    expect(list.map((r) => r.value)).toContain('127.0.0.0/8');
    await value(op('DELETE', fill(P.region, { id: rule.id })));
    expect(await status()).toBe(0);
    expect((await audits('config.region_add')).map((a) => a.target_id)).toEqual([String(rule.id)]);
    expect(await audits('config.region_remove')).toHaveLength(1);
  });

  it('refuses bad rules naming the field', async () => {
    for (const [body, field] of [
      [{ kind: 'country', value: 'Bangladesh', action: 'block' }, 'value'],
      [{ kind: 'cidr', value: '10.0.0.0/33', action: 'block' }, 'value'],
      [{ kind: 'cidr', value: 'not-an-ip', action: 'allow' }, 'value'],
      [{ kind: 'country', value: 'BD', action: 'allow' }, 'action'],
      [{ kind: 'planet', value: 'BD', action: 'block' }, 'kind'],
    ] as const)
      expect(await refused(op('POST', P.regions, body)), JSON.stringify(body)).toMatchObject({ status: 400, field });
    expect(await refused(op('DELETE', fill(P.region, { id: 999_999 })))).toMatchObject({ status: 400, field: 'id' });
  });
});
