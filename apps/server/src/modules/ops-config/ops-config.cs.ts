import type { OpsCsEntry, opsCsBody } from '@platform/contracts';
import type { z } from 'zod';
import { fieldError } from '../../platform/http/app-error';
import type { Audited, OpsConfigDeps, OpsCtx } from './ops-config.audited';

type CsBody = z.output<typeof opsCsBody>;

/** A customer service link: a web address, mailto:, tel:, or a path on the site. */
const isLink = (path: string) => /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9 -]+|\/[^\s]*)$/.test(path);

const csOf = (r: {
  id: number;
  csType: string;
  csPosition: string;
  title: string;
  path: string;
  sequence: number;
}): OpsCsEntry => ({
  id: r.id,
  csType: r.csType as OpsCsEntry['csType'],
  csPosition: r.csPosition as OpsCsEntry['csPosition'],
  title: r.title,
  path: r.path,
  sequence: r.sequence,
});

function checkCs(body: CsBody) {
  if (!isLink(body.path)) throw fieldError('path', 'link');
  return body;
}

/** Customer service entries: the site's contact links by type and position. */
export function csConfig(deps: OpsConfigDeps, audited: Audited) {
  const { store } = deps;
  const sys = deps.system.config;

  const cs = async (brandId: number) => (await store.customerService(brandId)).map(csOf);

  async function createCs(c: OpsCtx, input: CsBody): Promise<OpsCsEntry> {
    const body = checkCs(input);
    return audited(c, 'config.cs_create', { type: 'customer_service', id: 'new' }, async (tx) => {
      const [row] = await sys.insertCs(tx, { brandId: c.brandId, ...body });
      const e = csOf(row as NonNullable<typeof row>);
      return { value: e, targetId: String(e.id), detail: { ...e }, tell: ['brand'] };
    });
  }

  async function updateCs(c: OpsCtx, id: number, input: CsBody): Promise<OpsCsEntry> {
    const body = checkCs(input);
    return audited(c, 'config.cs_update', { type: 'customer_service', id: String(id) }, async (tx) => {
      const [row] = await sys.updateCs(tx, c.brandId, id, body);
      if (!row) throw fieldError('id', 'notFound');
      const e = csOf(row);
      return { value: e, detail: { ...e }, tell: ['brand'] };
    });
  }

  async function deleteCs(c: OpsCtx, id: number): Promise<null> {
    return audited(c, 'config.cs_delete', { type: 'customer_service', id: String(id) }, async (tx) => {
      const [row] = await sys.deleteCs(tx, c.brandId, id);
      if (!row) throw fieldError('id', 'notFound');
      return { value: null, detail: { ...csOf(row) }, tell: ['brand'] };
    });
  }

  return { cs, createCs, updateCs, deleteCs };
}
