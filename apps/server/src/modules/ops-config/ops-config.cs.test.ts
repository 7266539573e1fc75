import { API, OPS_CONFIG_API as P } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { configKit } from './ops-config.kit';

const { op, pub, value, refused, audits, fill } = await configKit();

describe('customer service', () => {
  it('adds, changes and removes an entry; whitelabel follows; a bad link is named', async () => {
    const e = await value<{ id: number }>(
      op('POST', P.cs, { csType: 'telegram', csPosition: 'footer', title: 'Telegram help', path: 'https://t.me/help' }),
    );
    const titles = async () =>
      ((await pub(API.whitelabel)).json().value.customerService as { title: string }[]).map((c) => c.title);
    expect(await titles()).toContain('Telegram help');
    await value(
      op('PUT', fill(P.csOne, { id: e.id }), {
        csType: 'telegram',
        csPosition: 'footer',
        title: 'Telegram 24/7',
        path: 'https://t.me/help',
      }),
    );
    expect(await titles()).toContain('Telegram 24/7');
    await value(op('DELETE', fill(P.csOne, { id: e.id })));
    expect(await titles()).not.toContain('Telegram 24/7');
    expect(
      await refused(
        op('POST', P.cs, { csType: 'email', csPosition: 'footer', title: 'Mail', path: 'javascript:alert(1)' }),
      ),
    ).toMatchObject({ status: 400, field: 'path' });
    expect(
      (await audits('config.cs_create')).length +
        (await audits('config.cs_update')).length +
        (await audits('config.cs_delete')).length,
    ).toBe(3);
  });
});
