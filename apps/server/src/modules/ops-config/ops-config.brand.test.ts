import { API, OPS_CONFIG_API as P } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { configKit } from './ops-config.kit';

const { app, op, pub, value, refused, audits, fill, told } = await configKit();

describe('ops-config access', () => {
  it('refuses every call without an operator session', async () => {
    const res = await app.inject({ url: P.brand });
    expect(res.statusCode).toBe(401);
    const put = await app.inject({ method: 'PUT', url: P.flags, payload: { flags: { freePlay: false } } });
    expect(put.statusCode).toBe(401);
  });
});

describe('brand flags, module tree, languages', () => {
  it('switches a flag: whitelabel answers it at once, audited, sockets told', async () => {
    const before = await value<{ flags: { freePlay: boolean } }>(op('GET', P.brand));
    expect(before.flags.freePlay).toBe(true);
    const events = await told(() => value(op('PUT', P.flags, { flags: { freePlay: false } })));
    expect(events).toContainEqual({ type: 'config', parts: ['brand'] });
    const wl = (await pub(API.whitelabel)).json().value;
    expect(wl.flags.freePlay).toBe(false);
    const [row] = await audits('config.flags');
    expect(row?.detail).toEqual({ flags: { freePlay: false } });
    expect(row?.operator_id).toBeGreaterThan(0);
    expect(await refused(op('PUT', P.flags, { flags: {} }))).toMatchObject({ status: 400, field: 'flags' });
  });

  it('disables and renames a module of the tree; an unknown module is named', async () => {
    const m = await value<{ enabled: boolean; name: string }>(
      op('PUT', fill(P.module, { modId: 'blog' }), { enabled: false, name: 'Blog posts' }),
    );
    expect(m).toMatchObject({ enabled: false, name: 'Blog posts' });
    const wl = (await pub(API.whitelabel)).json().value as {
      modules: { modId: string; childrenNodes: { modId: string; enabled: boolean }[] }[];
    };
    const blog = wl.modules.find((r) => r.modId === 'MEMBER')?.childrenNodes.find((c) => c.modId === 'blog');
    expect(blog?.enabled).toBe(false);
    expect(await refused(op('PUT', fill(P.module, { modId: 'nope' }), { enabled: true }))).toMatchObject({
      status: 400,
      field: 'modId',
    });
    expect((await audits('config.module')).map((a) => a.target_id)).toEqual(['blog']);
  });

  it('sets the languages offered; the default must be one of them', async () => {
    const r = await refused(op('PUT', P.languages, { default: 'fr', supported: ['en', 'bn'] }));
    expect(r).toMatchObject({ status: 400, field: 'default' });
    expect(r.message).toContain('languages offered');
    const bn = await refused(op('PUT', P.languages, { default: 'fr', supported: ['en'] }, 'bn'));
    expect(bn.message).toContain('ভাষা');
    await value(op('PUT', P.languages, { default: 'en', supported: ['en', 'bn', 'hi', 'en'] }));
    // The brand row is cached for 5 s per instance: the write dropped this instance's copy.
    const wl = (await pub(API.whitelabel)).json().value;
    expect(wl.languages).toEqual({ default: 'en', supported: ['en', 'bn', 'hi'] });
    expect(await audits('config.languages')).toHaveLength(1);
  });
});
