import { isIP } from 'node:net';
import type { OpsRegionBody, OpsRegionRule } from '@platform/contracts';
import { fieldError } from '../../platform/http/app-error';
import type { Audited, OpsConfigDeps, OpsCtx } from './ops-config.audited';

/** A CIDR or a single address, IPv4 or IPv6, with a prefix length its family allows. */
function isCidr(value: string) {
  const [addr = '', bits, extra] = value.split('/');
  const family = isIP(addr);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

const regionOf = (r: { id: number; kind: string; value: string; action: string }): OpsRegionRule => ({
  id: r.id,
  kind: r.kind as OpsRegionRule['kind'],
  value: r.value,
  action: r.action as OpsRegionRule['action'],
});

/** Region rules: countries refused, address ranges refused or let through. */
export function regionsConfig(deps: OpsConfigDeps, audited: Audited) {
  const { store } = deps;
  const sys = deps.system.config;

  const regions = async (brandId: number) => (await store.regions(brandId)).map(regionOf);

  async function addRegion(c: OpsCtx, body: OpsRegionBody): Promise<OpsRegionRule> {
    const value = body.kind === 'country' ? body.value.toUpperCase() : body.value.toLowerCase();
    if (body.kind === 'country' && !/^[A-Z]{2}$/.test(value)) throw fieldError('value', 'countryCode');
    if (body.kind === 'cidr' && !isCidr(value)) throw fieldError('value', 'cidr');
    if (body.kind === 'country' && body.action === 'allow') throw fieldError('action', 'allowCidrOnly');
    return audited(c, 'config.region_add', { type: 'region_rule', id: 'new' }, async (tx) => {
      const [row] = await sys.insertRegion(tx, { brandId: c.brandId, kind: body.kind, value, action: body.action });
      const r = regionOf(row as NonNullable<typeof row>);
      return { value: r, targetId: String(r.id), detail: { ...r }, tell: ['status'] };
    });
  }

  async function removeRegion(c: OpsCtx, id: number): Promise<null> {
    return audited(c, 'config.region_remove', { type: 'region_rule', id: String(id) }, async (tx) => {
      const [row] = await sys.deleteRegion(tx, c.brandId, id);
      if (!row) throw fieldError('id', 'notFound');
      return { value: null, detail: { ...regionOf(row) }, tell: ['status'] };
    });
  }

  return { regions, addRegion, removeRegion };
}
