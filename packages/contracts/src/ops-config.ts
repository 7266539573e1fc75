import { z } from 'zod';
import { serialId } from './bounds';
import { CATEGORY_CODES } from './catalogue';
import { LANGUAGE_CODES } from './languages';
import { page, pageQuery } from './money';
import { PATTERN_IDS } from './patterns';
import { CS_TYPES, customerServiceItem, REGISTER_FIELDS, registerFieldRule, whitelabelFlags } from './system';

/**
 * The back office's Configuration section (permission `config`): brand flags and the module tree,
 * registration rules per field, region rules, maintenance windows (site, vendor, game), vendors and
 * games, customer service entries and the languages offered. Every write is audited, and what players
 * read changes at once: the server drops its cached copies and the brand's sockets get a `config`
 * event (realtime.ts) naming what to fetch again.
 */

const sortOrder = z.enum(['asc', 'desc']).default('asc');

// Brand flags, module tree, languages
export const opsModule = z.object({
  modId: z.string(),
  parentModId: z.string().nullable(),
  name: z.string(),
  enabled: z.boolean(),
  sequence: z.number().int(),
});
export type OpsModule = z.infer<typeof opsModule>;

export const opsBrandConfig = z.object({
  brandName: z.string(),
  flags: whitelabelFlags,
  /** Flat, parents before children, each level in display order. */
  modules: z.array(opsModule),
  languages: z.object({ default: z.enum(LANGUAGE_CODES), supported: z.array(z.enum(LANGUAGE_CODES)) }),
});
export type OpsBrandConfig = z.infer<typeof opsBrandConfig>;

/** Only the flags named change. */
export const opsFlagsBody = z.object({ flags: whitelabelFlags.partial() });
export type OpsFlagsBody = z.infer<typeof opsFlagsBody>;

export const opsModuleParams = z.object({ modId: z.string().min(1).max(64) });
/** A partial update must change something: an empty body is refused (naming the body), not a no-op write. */
const someField = <T extends z.ZodObject>(schema: T) =>
  schema.refine((b) => Object.values(b).some((v) => v !== undefined), { params: { rule: 'nothingToChange' } });

export const opsModuleBody = someField(
  z.object({
    enabled: z.boolean().optional(),
    name: z.string().trim().min(1).max(60).optional(),
    sequence: z.number().int().min(0).max(10_000).optional(),
  }),
);
export type OpsModuleBody = z.infer<typeof opsModuleBody>;

export const opsLanguagesBody = z.object({
  default: z.enum(LANGUAGE_CODES),
  supported: z.array(z.enum(LANGUAGE_CODES)).min(1).max(LANGUAGE_CODES.length),
});
export type OpsLanguagesBody = z.infer<typeof opsLanguagesBody>;

// Registration rules
/** Every registration field, stored or not (a field without a row is `stored: false`, off). */
export const opsRegisterRule = registerFieldRule.extend({ stored: z.boolean() });
export type OpsRegisterRule = z.infer<typeof opsRegisterRule>;
export const opsRegisterConfig = z.object({
  ageGate: z.number().int(),
  countryDialingCode: z.string(),
  mobileDigits: z.number().int(),
  fields: z.array(opsRegisterRule),
});
export type OpsRegisterConfig = z.infer<typeof opsRegisterConfig>;
export const opsRegisterParams = z.object({ field: z.string().min(1).max(40) });
export const opsRegisterBody = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.enum(PATTERN_IDS),
  minLength: z.number().int().min(0).max(200),
  maxLength: z.number().int().min(1).max(200),
});
export type OpsRegisterBody = z.infer<typeof opsRegisterBody>;
export const OPS_REGISTER_FIELDS = REGISTER_FIELDS;

// Region rules
export const opsRegionRule = z.object({
  id: z.number().int(),
  kind: z.enum(['country', 'cidr']),
  value: z.string(),
  action: z.enum(['block', 'allow']),
});
export type OpsRegionRule = z.infer<typeof opsRegionRule>;
export const opsRegionBody = z.object({
  kind: z.enum(['country', 'cidr']),
  value: z.string().trim().min(1).max(64),
  action: z.enum(['block', 'allow']),
});
export type OpsRegionBody = z.infer<typeof opsRegionBody>;

// Maintenance windows
export const MAINTENANCE_SCOPES = ['site', 'vendor', 'game'] as const;
export type MaintenanceScope = (typeof MAINTENANCE_SCOPES)[number];
/** A message per language code (`en` is the fallback players see when theirs is missing). */
export const localisedMessages = z.partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().max(500));
export const opsMaintenanceWindow = z.object({
  id: z.number().int(),
  scope: z.enum(MAINTENANCE_SCOPES),
  /** Vendor code (scope vendor) or game node id as text (scope game); null for the site. */
  target: z.string().nullable(),
  /** The vendor's or game's name, for the list. */
  targetName: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  messages: z.record(z.string(), z.string()),
  state: z.enum(['upcoming', 'active', 'ended']),
});
export type OpsMaintenanceWindow = z.infer<typeof opsMaintenanceWindow>;
export const opsMaintenanceQuery = pageQuery.extend({
  scope: z.enum(MAINTENANCE_SCOPES).optional(),
  state: z.enum(['upcoming', 'active', 'ended']).optional(),
  sort: z.enum(['startTime', 'endTime']).default('startTime'),
  order: sortOrder.default('desc'),
});
export type OpsMaintenanceQuery = z.infer<typeof opsMaintenanceQuery>;
export const opsMaintenancePage = page(opsMaintenanceWindow);
export const opsMaintenanceBody = z.object({
  scope: z.enum(MAINTENANCE_SCOPES),
  target: z.string().trim().max(64).nullable().default(null),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
  messages: localisedMessages.default({}),
});
export type OpsMaintenanceBody = z.input<typeof opsMaintenanceBody>;

// Vendors and games
export const opsVendor = z.object({
  code: z.string(),
  name: z.string(),
  logo: z.string(),
  walletMode: z.enum(['seamless', 'transfer']),
  categories: z.array(z.string()),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  /** Under a running maintenance window now (whatever the switch says). */
  windowActive: z.boolean(),
  sequence: z.number().int(),
  games: z.number().int(),
});
export type OpsVendor = z.infer<typeof opsVendor>;
export const opsVendorQuery = pageQuery.extend({
  keyword: z.string().trim().max(60).optional(),
  category: z.enum(CATEGORY_CODES).optional(),
  enabled: z.enum(['true', 'false']).optional(),
  maintenance: z.enum(['true', 'false']).optional(),
  sort: z.enum(['sequence', 'code', 'name', 'games']).default('sequence'),
  order: sortOrder,
});
export type OpsVendorQuery = z.input<typeof opsVendorQuery>;
export const opsVendorPage = page(opsVendor);
export const opsVendorParams = z.object({ code: z.string().min(1).max(64) });
export const opsVendorBody = someField(
  z.object({
    enabled: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    sequence: z.number().int().min(0).max(100_000).optional(),
  }),
);
export type OpsVendorBody = z.infer<typeof opsVendorBody>;

export const opsGame = z.object({
  nodeId: z.number().int(),
  gameCode: z.string(),
  name: z.string(),
  vendorCode: z.string(),
  category: z.string(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  sequence: z.number().int(),
  iconUrl: z.string(),
});
export type OpsGame = z.infer<typeof opsGame>;
export const opsGameQuery = pageQuery.extend({
  keyword: z.string().trim().max(60).optional().describe('game code or English name'),
  vendor: z.string().max(64).optional(),
  category: z.enum(CATEGORY_CODES).optional(),
  flag: z.enum(['hot', 'new', 'maintenance', 'disabled']).optional(),
  sort: z.enum(['sequence', 'name', 'gameCode', 'vendor', 'nodeId']).default('sequence'),
  order: sortOrder,
});
export type OpsGameQuery = z.input<typeof opsGameQuery>;
export const opsGamePage = page(opsGame);
export const opsGameParams = z.object({ nodeId: serialId });
export const opsGameBody = someField(
  z.object({
    enabled: z.boolean().optional(),
    maintenance: z.boolean().optional(),
    isHot: z.boolean().optional(),
    isNew: z.boolean().optional(),
    sequence: z.number().int().min(0).max(1_000_000).optional(),
  }),
);
export type OpsGameBody = z.infer<typeof opsGameBody>;

// Customer service
export const opsCsEntry = customerServiceItem.extend({ id: z.number().int(), sequence: z.number().int() });
export type OpsCsEntry = z.infer<typeof opsCsEntry>;
export const opsCsBody = z.object({
  csType: z.enum(CS_TYPES),
  csPosition: customerServiceItem.shape.csPosition,
  title: z.string().trim().min(1).max(80),
  path: z.string().trim().min(1).max(300),
  sequence: z.number().int().min(0).max(10_000).default(0),
});
export type OpsCsBody = z.input<typeof opsCsBody>;
