import {
  FLAG_NAMES,
  type OpsBrandConfig,
  type OpsFlagsBody,
  type OpsLanguagesBody,
  type OpsModule,
  type OpsModuleBody,
} from '@platform/contracts';
import { AppError, fieldError } from '../../platform/http/app-error';
import type { Audited, OpsConfigDeps, OpsCtx } from './ops-config.audited';

/** Brand flags, the module tree and the languages offered. */
export function brandConfig(deps: OpsConfigDeps, audited: Audited) {
  const { store, system } = deps;
  const sys = system.config;

  async function brand(brandId: number): Promise<OpsBrandConfig> {
    const [b, flags, modules] = await Promise.all([
      store.brand(brandId),
      system.flags(brandId),
      store.modules(brandId),
    ]);
    if (!b) throw new AppError('NOT_FOUND');
    // Parents first, each level in display order.
    const roots = modules.filter((m) => !m.parentModId);
    const ordered = roots.flatMap((r) => [r, ...modules.filter((m) => m.parentModId === r.modId)]);
    const orphans = modules.filter((m) => !ordered.includes(m));
    return {
      brandName: b.name,
      flags,
      modules: [...ordered, ...orphans].map(
        (m): OpsModule => ({
          modId: m.modId,
          parentModId: m.parentModId,
          name: m.name,
          enabled: m.enabled,
          sequence: m.sequence,
        }),
      ),
      languages: {
        default: b.defaultLanguage as OpsBrandConfig['languages']['default'],
        supported: b.supportedLanguages as OpsBrandConfig['languages']['supported'],
      },
    };
  }

  async function setFlags(c: OpsCtx, body: OpsFlagsBody): Promise<OpsBrandConfig> {
    const changes = Object.entries(body.flags).filter(
      (e): e is [string, boolean] => typeof e[1] === 'boolean' && (FLAG_NAMES as string[]).includes(e[0]),
    );
    if (changes.length === 0) throw fieldError('flags', 'required');
    await audited(c, 'config.flags', { type: 'brand', id: String(c.brandId) }, async (tx) => {
      for (const [flag, enabled] of changes) await sys.setFlag(tx, c.brandId, flag, enabled);
      return { value: null, detail: { flags: Object.fromEntries(changes) }, tell: ['brand'] };
    });
    return brand(c.brandId);
  }

  async function updateModule(c: OpsCtx, modId: string, body: OpsModuleBody): Promise<OpsModule> {
    return audited(c, 'config.module', { type: 'module', id: modId }, async (tx) => {
      const [row] = await sys.updateModule(tx, c.brandId, modId, body);
      if (!row) throw fieldError('modId', 'notFound');
      return {
        value: {
          modId: row.modId,
          parentModId: row.parentModId,
          name: row.name,
          enabled: row.enabled,
          sequence: row.sequence,
        },
        detail: { ...body },
        tell: ['brand'],
      };
    });
  }

  async function setLanguages(c: OpsCtx, body: OpsLanguagesBody): Promise<OpsBrandConfig> {
    const supported = [...new Set(body.supported)];
    if (!supported.includes(body.default)) throw fieldError('default', 'notOffered');
    await audited(c, 'config.languages', { type: 'brand', id: String(c.brandId) }, async (tx) => {
      await sys.setLanguages(tx, c.brandId, body.default, supported);
      return { value: null, detail: { default: body.default, supported }, tell: ['brand'] };
    });
    return brand(c.brandId);
  }

  return { brand, setFlags, updateModule, setLanguages };
}
