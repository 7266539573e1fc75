import type { FLAG_NAMES, RegisterField } from '@platform/contracts';
import { AGENT_MENU, MEMBER_MENU, PATTERNS, type PatternId } from '@platform/contracts';

/** The demo brand: a Bengali-market deployment (default BN, also EN) in taka. */
export const DEMO_BRAND = {
  merchantCode: 'RT',
  name: 'Royal Tiger',
  mainDomain: 'localhost',
  analyticsId: null,
  currencyCode: 'BDT',
  currencySymbol: '৳',
  timezone: 'Asia/Dhaka',
  defaultLanguage: 'bn',
  supportedLanguages: ['bn', 'en'],
  imageCdns: ['/static'],
  gameLaunchCdns: ['/play'],
  countryDialingCode: '+880',
  mobileDigits: 10,
  ageGate: 18,
  smsExpiredMinutes: 1,
  passwordExpiryDays: 180,
  newIpVerification: 'sms' as const,
  loginCaptchaAfter: 3,
  trialBalanceMinor: 200_000,
};

export const DEMO_DOMAINS = [
  { domain: 'localhost', purpose: 'player' as const, landingPath: '/' },
  { domain: '127.0.0.1', purpose: 'mirror' as const, landingPath: '/' },
  { domain: 'agent.localhost', purpose: 'agent' as const, landingPath: '/agent' },
];

export const DEMO_FLAGS: Record<(typeof FLAG_NAMES)[number], boolean> = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  MOBILENUMPASSREG3: true,
  REGMOBVERF3: false,
  CHNGPASSVERIF3: false,
  freePlay: true,
  pointsMall: true,
  manualRebate: false,
  agentPolicy: true,
  verificationCodeLogin: true,
  forcedPasswordChange: true,
  // Members may stay logged in on several devices; a brand that wants one session turns this on.
  singleSession: false,
  referralPromo: true,
  contractDividend: true,
  dailySalary: true,
  hourlySalary: true,
  realTimeSalary: true,
};

/** Module tree: top-level areas with their screens as children. */
export const DEMO_MODULES: { modId: string; name: string; parent?: string; enabled?: boolean }[] = [
  { modId: 'GAMES', name: 'Games' },
  { modId: 'MEMBER', name: 'Member center' },
  { modId: 'AGENT', name: 'Agent center' },
  { modId: 'PROMO', name: 'Promotions' },
  ...MEMBER_MENU.map((m) => ({ modId: m, name: m, parent: 'MEMBER' })),
  ...AGENT_MENU.map((m) => ({ modId: m, name: m, parent: 'AGENT' })),
  { modId: 'pointMall', name: 'Points mall', parent: 'PROMO' },
  { modId: 'vip', name: 'VIP', parent: 'PROMO' },
  { modId: 'missions', name: 'Missions', parent: 'PROMO' },
];

export const DEMO_CUSTOMER_SERVICE = [
  { csType: 'livechat', csPosition: 'float', title: '24/7 Live Chat', path: '/help#contact' },
  { csType: 'telegram', csPosition: 'float', title: 'Telegram @royaltiger_cs', path: 'https://t.me/royaltiger_cs' },
  { csType: 'whatsapp', csPosition: 'float', title: 'WhatsApp +880 1700-000000', path: 'https://wa.me/8801700000000' },
  { csType: 'facebook', csPosition: 'float', title: 'Facebook Royal Tiger', path: 'https://facebook.com/royaltiger' },
  { csType: 'telegram', csPosition: 'sidemenu', title: 'Telegram', path: 'https://t.me/royaltiger_cs' },
  { csType: 'whatsapp', csPosition: 'sidemenu', title: 'WhatsApp', path: 'https://wa.me/8801700000000' },
  {
    csType: 'email',
    csPosition: 'footer',
    title: 'support@royaltiger.example',
    path: 'mailto:support@royaltiger.example',
  },
  { csType: 'telegram', csPosition: 'agent', title: 'Agent desk on Telegram', path: 'https://t.me/royaltiger_agents' },
];

export const DEMO_RESOURCES = [
  { resourceType: 'logo', url: '/static/brand/logo.svg', labelNameEn: 'Royal Tiger' },
  { resourceType: 'favicon', url: '/static/brand/favicon.svg', labelNameEn: 'Royal Tiger' },
  { resourceType: 'appIos', url: '/app/ios', labelNameEn: 'iOS app' },
  { resourceType: 'appAndroid', url: '/app/android', labelNameEn: 'Android app' },
  { resourceType: 'appLite', url: '/app/lite', labelNameEn: 'Lite app' },
  { resourceType: 'payment', url: '/static/footer/bkash.svg', labelNameEn: 'bKash' },
  { resourceType: 'payment', url: '/static/footer/nagad.svg', labelNameEn: 'Nagad' },
  { resourceType: 'payment', url: '/static/footer/rocket.svg', labelNameEn: 'Rocket' },
  { resourceType: 'payment', url: '/static/footer/bank.svg', labelNameEn: 'Bank transfer' },
  { resourceType: 'certification', url: '/static/footer/cert-rng.svg', labelNameEn: 'RNG certified' },
  { resourceType: 'certification', url: '/static/footer/cert-18.svg', labelNameEn: '18+ only' },
  { resourceType: 'certification', url: '/static/footer/responsible.svg', labelNameEn: 'Responsible gaming' },
  { resourceType: 'social', url: '/static/footer/facebook.svg', labelNameEn: 'Facebook' },
  { resourceType: 'social', url: '/static/footer/telegram.svg', labelNameEn: 'Telegram' },
  { resourceType: 'social', url: '/static/footer/whatsapp.svg', labelNameEn: 'WhatsApp' },
  { resourceType: 'social', url: '/static/footer/youtube.svg', labelNameEn: 'YouTube' },
  { resourceType: 'license', url: '/static/footer/license.svg', labelNameEn: 'Licensed gaming operator' },
];

const rule = (
  field: RegisterField,
  patternId: PatternId,
  minLength: number,
  maxLength: number,
  enabled = true,
  required = false,
) => ({ field, enabled, required, patternId, acceptedPattern: PATTERNS[patternId].pattern, minLength, maxLength });

export const DEMO_REGISTER_RULES = [
  rule('username', 'LETTER_FIRST_ALNUM', 6, 16, true, true),
  rule('password', 'LETTERS_AND_DIGITS', 6, 20, true, true),
  rule('confirmPassword', 'ANY', 6, 20, true, true),
  rule('mobileNum', 'DIGITS', 10, 10, true, false),
  rule('verificationCode', 'DIGITS', 6, 6, true, false),
  rule('payeeName', 'BENGALI_OR_ENGLISH', 2, 40, true, false),
  rule('email', 'EMAIL', 6, 60, true, false),
  rule('captcha', 'ALNUM', 4, 4, true, true),
  rule('affiliateCode', 'ALNUM', 4, 12, true, false),
  rule('recommenderId', 'ALNUM', 4, 16, false),
  rule('paymentPassword', 'DIGITS', 6, 6, false),
  rule('qqNum', 'DIGITS', 5, 12, false),
  rule('line', 'NO_SPACES', 2, 40, false),
  rule('whatsapp', 'DIGITS', 8, 15, true, false),
  rule('facebook', 'NO_SPACES', 2, 60, false),
  rule('wechat', 'NO_SPACES', 2, 40, false),
  rule('idNumber', 'DIGITS', 10, 17, false),
  rule('telegram', 'NO_SPACES', 2, 40, false),
  rule('zalo', 'DIGITS', 8, 15, false),
  rule('birthday', 'DATE_YMD', 10, 10, false),
];

/** Countries where the demo brand does not operate; operators edit region_rules. */
export const DEMO_REGION_RULES = [
  { kind: 'country' as const, value: 'US', action: 'block' as const },
  { kind: 'country' as const, value: 'GB', action: 'block' as const },
];
