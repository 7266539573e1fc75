import {
  type CustomerServiceItem,
  type DomainRoute,
  FLAG_NAMES,
  type HelpCenter,
  type LanguageCode,
  type ModuleNode,
  PATTERNS,
  type PatternId,
  type RegisterSettings,
  type ResourceItem,
  SYSTEM_STATUS,
  type SystemStatus,
  type Whitelabel,
  type WhitelabelFlags,
} from '@platform/contracts';
import type { BrandRef } from '../../platform/http/context';
import type { Translate } from '../../platform/i18n/translate';
import { countryOf, isRestricted, type RegionRule } from './region';
import type { BrandRow, SystemStore } from './system.store';

type Clock = () => Date;

/** Brand settings change rarely but are read on every request: keep them briefly in memory. */
const BRAND_TTL_MS = 5_000;

export function systemService(deps: { store: SystemStore; clock: Clock; defaultMerchant: string }) {
  const { store, clock } = deps;
  const cache = new Map<string, { at: number; brand: BrandRow }>();

  async function cached(key: string, load: () => Promise<BrandRow | undefined>): Promise<BrandRow> {
    const hit = cache.get(key);
    if (hit && clock().getTime() - hit.at < BRAND_TTL_MS) return hit.brand;
    const brand = await load();
    if (!brand) throw new Error(`No brand for ${key} and no default brand ${deps.defaultMerchant}`);
    cache.set(key, { at: clock().getTime(), brand });
    return brand;
  }

  /** The brand serving a host; unknown hosts get the default brand. */
  const brandFor = (host: string) => {
    const domain = host.toLowerCase().replace(/:\d+$/, '');
    return cached(
      `host:${domain}`,
      async () => (await store.brandByDomain(domain)) ?? (await store.brandByMerchant(deps.defaultMerchant)),
    );
  };

  /** The full settings row of a resolved brand. */
  const rowOf = (brand: BrandRef) =>
    cached(`merchant:${brand.merchantCode}`, () => store.brandByMerchant(brand.merchantCode));

  async function resolveBrand(host: string): Promise<BrandRef> {
    const b = await brandFor(host);
    return {
      id: b.id,
      merchantCode: b.merchantCode,
      defaultLanguage: b.defaultLanguage as LanguageCode,
      supported: b.supportedLanguages as LanguageCode[],
    };
  }

  async function flags(brandId: number): Promise<WhitelabelFlags> {
    const rows = await store.flags(brandId);
    const on = new Map(rows.map((r) => [r.flag, r.enabled]));
    return Object.fromEntries(FLAG_NAMES.map((f) => [f, on.get(f) ?? false])) as WhitelabelFlags;
  }

  async function moduleTree(brandId: number): Promise<ModuleNode[]> {
    const rows = await store.modules(brandId);
    const nodes = new Map<string, ModuleNode>(
      rows.map((r) => [r.modId, { modId: r.modId, name: r.name, enabled: r.enabled, childrenNodes: [] }]),
    );
    const roots: ModuleNode[] = [];
    for (const r of rows) {
      const node = nodes.get(r.modId) as ModuleNode;
      const parent = r.parentModId ? nodes.get(r.parentModId) : undefined;
      (parent ? parent.childrenNodes : roots).push(node);
    }
    return roots;
  }

  /** The brand's display name (the installable app's name, the site's title). */
  const brandName = async (brand: BrandRef) => (await rowOf(brand)).name;

  async function whitelabel(brand: BrandRef, ip: string): Promise<Whitelabel> {
    const b = await rowOf(brand);
    const [f, modules, cs, res] = await Promise.all([
      flags(b.id),
      moduleTree(b.id),
      store.customerService(b.id),
      store.resources(b.id),
    ]);
    return {
      merchantCode: b.merchantCode,
      brandName: b.name,
      mainDomain: b.mainDomain,
      analyticsId: b.analyticsId,
      currency: { code: b.currencyCode, symbol: b.currencySymbol, decimals: b.currencyDecimals },
      timezone: b.timezone,
      languages: {
        default: b.defaultLanguage as LanguageCode,
        supported: b.supportedLanguages as LanguageCode[],
      },
      flags: f,
      modules,
      customerService: cs.map(
        (c): CustomerServiceItem => ({
          csType: c.csType as CustomerServiceItem['csType'],
          csPosition: c.csPosition as CustomerServiceItem['csPosition'],
          title: c.title,
          path: c.path,
        }),
      ),
      resources: res.map(
        (r): ResourceItem => ({
          resourceType: r.resourceType as ResourceItem['resourceType'],
          url: r.url,
          labelNameEn: r.labelNameEn,
        }),
      ),
      imageCdns: b.imageCdns,
      gameLaunchCdns: b.gameLaunchCdns,
      location: { ip, country: countryOf(ip) },
    };
  }

  async function registerSettings(brand: BrandRef, t: Translate): Promise<RegisterSettings> {
    const b = await rowOf(brand);
    const rules = await store.registerRules(b.id);
    return {
      ageGate: b.ageGate,
      countryDialingCode: b.countryDialingCode,
      mobileDigits: b.mobileDigits,
      fields: rules.map((r) => {
        const patternId = (r.patternId in PATTERNS ? r.patternId : 'ANY') as PatternId;
        return {
          field: r.field as RegisterSettings['fields'][number]['field'],
          enabled: r.enabled,
          required: r.required,
          acceptedPattern: r.acceptedPattern,
          patternId,
          minLength: r.minLength,
          maxLength: r.maxLength,
          message: t(`pattern.${patternId}`, { min: r.minLength, max: r.maxLength }),
        };
      }),
    };
  }

  async function status(brand: BrandRef, ip: string, lang?: string): Promise<SystemStatus> {
    const country = countryOf(ip);
    const window = await store.activeMaintenance(brand.id, clock());
    if (window) {
      const message = (lang && window.messages[lang]) || window.messages.en || window.message;
      return {
        status: SYSTEM_STATUS.maintenance,
        ip,
        country,
        maintenance: {
          startTime: window.startTime.toISOString(),
          endTime: window.endTime.toISOString(),
          message,
        },
      };
    }
    const rules = (await store.regionRules(brand.id)) as RegionRule[];
    const restricted = isRestricted(ip, country, rules);
    return {
      status: restricted ? SYSTEM_STATUS.regionRestricted : SYSTEM_STATUS.normal,
      ip,
      country,
      maintenance: null,
    };
  }

  async function domainRoute(brand: BrandRef): Promise<DomainRoute> {
    const b = await rowOf(brand);
    const rows = await store.domains(b.id);
    return {
      mainDomain: b.mainDomain,
      domains: rows.map((d) => ({ domain: d.domain, purpose: d.purpose, landingPath: d.landingPath })),
    };
  }

  /** Help content in the asked language, falling back to the brand default, then English. */
  async function helpCenter(brand: BrandRef, lang: LanguageCode): Promise<HelpCenter> {
    for (const l of [lang, brand.defaultLanguage, 'en' as LanguageCode]) {
      const rows = await store.help(brand.id, l);
      if (rows.length > 0) {
        return {
          lang: l,
          sections: rows.map((r) => ({ id: r.sectionId, title: r.title, body: r.body, sequence: r.sequence })),
        };
      }
    }
    return { lang, sections: [] };
  }

  /**
   * The back office's writes to the system tables (ops-config calls them inside its audited
   * transaction). After the commit the caller calls `forget` so this instance's brand copies go.
   */
  const config = {
    setFlag: store.setFlag,
    updateModule: store.updateModule,
    setLanguages: store.setLanguages,
    upsertRegisterRule: store.upsertRegisterRule,
    insertRegion: store.insertRegion,
    deleteRegion: store.deleteRegion,
    insertWindow: store.insertWindow,
    updateWindow: store.updateWindow,
    deleteWindow: store.deleteWindow,
    windowForUpdate: store.windowForUpdate,
    siteWindowAt: store.siteWindowAt,
    insertCs: store.insertCs,
    updateCs: store.updateCs,
    deleteCs: store.deleteCs,
  };
  /**
   * Drops this instance's brand copies (languages, age gate...), so the next request reads the row;
   * other instances follow within BRAND_TTL_MS.
   */
  const forget = () => cache.clear();

  return {
    resolveBrand,
    brandName,
    whitelabel,
    registerSettings,
    status,
    domainRoute,
    helpCenter,
    flags,
    moduleTree,
    settings: rowOf,
    config,
    forget,
  };
}

export type SystemService = ReturnType<typeof systemService>;
