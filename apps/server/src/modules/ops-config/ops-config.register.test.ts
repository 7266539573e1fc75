import { API, OPS_CONFIG_API as P } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { configKit } from './ops-config.kit';

const { op, pub, value, refused, audits, fill, told } = await configKit();

describe('registration rules', () => {
  it('lists every field with the hint in the operator language', async () => {
    const cfg = await value<{ fields: { field: string; stored: boolean; message: string }[] }>(op('GET', P.register));
    expect(cfg.fields).toHaveLength(20);
    expect(cfg.fields.find((f) => f.field === 'username')).toMatchObject({ stored: true });
    expect(cfg.fields.find((f) => f.field === 'username')?.message).toContain('Start with a letter');
  });

  it('makes email required: the register settings players read follow at once', async () => {
    const events = await told(() =>
      value(
        op('PUT', fill(P.registerField, { field: 'email' }), {
          enabled: true,
          required: true,
          patternId: 'EMAIL',
          minLength: 6,
          maxLength: 60,
        }),
      ),
    );
    expect(events).toContainEqual({ type: 'config', parts: ['register'] });
    const rs = (await pub(API.registerSettings)).json().value as { fields: { field: string; required: boolean }[] };
    expect(rs.fields.find((f) => f.field === 'email')?.required).toBe(true);
    const [a] = await audits('config.register_rule');
    expect(a).toMatchObject({
      target_id: 'email',
      detail: { before: { required: false }, after: { required: true, patternId: 'EMAIL' } },
    });
  });

  it('refuses rules naming the field', async () => {
    const body = { enabled: true, required: false, patternId: 'DIGITS', minLength: 10, maxLength: 6 };
    expect(await refused(op('PUT', fill(P.registerField, { field: 'mobileNum' }), body))).toMatchObject({
      status: 400,
      field: 'maxLength',
    });
    expect(
      await refused(op('PUT', fill(P.registerField, { field: 'shoeSize' }), { ...body, minLength: 1 })),
    ).toMatchObject({ status: 400, field: 'field' });
    expect(
      await refused(
        op('PUT', fill(P.registerField, { field: 'mobileNum' }), {
          ...body,
          minLength: 1,
          enabled: false,
          required: true,
        }),
      ),
    ).toMatchObject({ status: 400, field: 'required' });
    expect(
      await refused(op('PUT', fill(P.registerField, { field: 'mobileNum' }), { ...body, patternId: 'NOPE' })),
    ).toMatchObject({ status: 400, field: 'patternId' });
    expect(await audits('config.register_rule')).toHaveLength(1);
  });
});
