import { z } from 'zod';
import { LANGUAGE_CODES } from './languages';
import { PATTERN_IDS } from './patterns';

/** The whitelabel flags and switches of spec §3 and §6. */
export const whitelabelFlags = z.object({
  USERNAMEREG3: z.boolean().describe('username registration'),
  MOBILENUMREG3: z.boolean().describe('mobile-number registration with SMS code'),
  MOBILENUMPASSREG3: z.boolean().describe('mobile-number registration with a password'),
  REGMOBVERF3: z.boolean().describe('SMS verification on register'),
  CHNGPASSVERIF3: z.boolean().describe('verification code required to change a password'),
  freePlay: z.boolean(),
  pointsMall: z.boolean(),
  manualRebate: z.boolean(),
  agentPolicy: z.boolean(),
  verificationCodeLogin: z.boolean(),
  forcedPasswordChange: z.boolean(),
  singleSession: z
    .boolean()
    .describe('one session per member: a new login ends the others (they are told: newer_login)'),
  referralPromo: z.boolean(),
  contractDividend: z.boolean(),
  dailySalary: z.boolean(),
  hourlySalary: z.boolean(),
  realTimeSalary: z.boolean(),
});
export type WhitelabelFlags = z.infer<typeof whitelabelFlags>;
export const FLAG_NAMES = Object.keys(whitelabelFlags.shape) as (keyof WhitelabelFlags)[];

export type ModuleNode = { modId: string; name: string; enabled: boolean; childrenNodes: ModuleNode[] };
export const moduleNode: z.ZodType<ModuleNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    childrenNodes: z.array(moduleNode),
  }),
);

export const CS_TYPES = ['livechat', 'facebook', 'telegram', 'whatsapp', 'email', 'phone'] as const;
export const customerServiceItem = z.object({
  csType: z.enum(CS_TYPES),
  csPosition: z.enum(['float', 'sidemenu', 'footer', 'agent']),
  title: z.string(),
  path: z.string(),
});
export type CustomerServiceItem = z.infer<typeof customerServiceItem>;

export const RESOURCE_TYPES = [
  'logo',
  'favicon',
  'appIos',
  'appAndroid',
  'appLite',
  'payment',
  'certification',
  'social',
  'license',
] as const;
export const resourceItem = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  labelNameEn: z.string(),
});
export type ResourceItem = z.infer<typeof resourceItem>;

export const whitelabel = z.object({
  merchantCode: z.string(),
  brandName: z.string(),
  mainDomain: z.string(),
  analyticsId: z.string().nullable(),
  currency: z.object({ code: z.string(), symbol: z.string(), decimals: z.number().int() }),
  timezone: z.string(),
  languages: z.object({ default: z.enum(LANGUAGE_CODES), supported: z.array(z.enum(LANGUAGE_CODES)) }),
  flags: whitelabelFlags,
  modules: z.array(moduleNode),
  customerService: z.array(customerServiceItem),
  resources: z.array(resourceItem),
  imageCdns: z.array(z.string()),
  gameLaunchCdns: z.array(z.string()),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
});
export type Whitelabel = z.infer<typeof whitelabel>;

/** The registration fields that carry server-supplied rules (spec §3, §5). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'captcha',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'telegram',
  'zalo',
  'birthday',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const registerFieldRule = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.enum(PATTERN_IDS),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
  /** The pattern-id template with min and max filled in, in the request's language. */
  message: z.string(),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRule>;

export const registerSettings = z.object({
  ageGate: z.number().int(),
  countryDialingCode: z.string(),
  mobileDigits: z.number().int(),
  fields: z.array(registerFieldRule),
});
export type RegisterSettings = z.infer<typeof registerSettings>;

export const systemStatus = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ip: z.string(),
  country: z.string().nullable(),
  maintenance: z.object({ startTime: z.string(), endTime: z.string(), message: z.string() }).nullable(),
});
export type SystemStatus = z.infer<typeof systemStatus>;

export const statusQuery = z.object({
  simulateStatus: z
    .enum(['0', '1', '2'])
    .optional()
    .describe('only honoured when the server runs with ALLOW_STATUS_SIMULATION=1 (demo and e2e)'),
});

export const domainRoute = z.object({
  mainDomain: z.string(),
  domains: z.array(
    z.object({
      domain: z.string(),
      purpose: z.enum(['player', 'agent', 'mirror']),
      landingPath: z.string(),
    }),
  ),
});
export type DomainRoute = z.infer<typeof domainRoute>;

export const helpCenterQuery = z.object({
  lang: z.enum(LANGUAGE_CODES).optional(),
  device: z.enum(['WEB', 'H5']).default('WEB'),
});
export const helpSection = z.object({
  id: z.string().describe('anchor, e.g. term for /help#term'),
  title: z.string(),
  body: z.string().describe('HTML'),
  sequence: z.number().int(),
});
export const helpCenter = z.object({ lang: z.enum(LANGUAGE_CODES), sections: z.array(helpSection) });
export type HelpCenter = z.infer<typeof helpCenter>;

export const captchaImage = z.object({
  captchaId: z.string(),
  image: z.string().describe('data:image/png;base64,...'),
  expiresInSeconds: z.number().int(),
});
export type CaptchaImage = z.infer<typeof captchaImage>;

export const health = z.object({ status: z.enum(['ok', 'unavailable']) });
