import { z } from 'zod';
import { antiBotFields } from './anti-bot';
import { LANGUAGE_CODES } from './languages';

const text = (max: number) => z.string().trim().max(max);
const code6 = z.string().trim().max(6);

/**
 * The optional profile fields of the registration payload (spec §3). Their formats are the
 * brand's rules, checked by the service against /wps/system/setting/register; the schema only
 * bounds sizes and types.
 */
const registerExtras = {
  payeeName: text(80).optional(),
  email: text(120).optional(),
  qqNum: text(32).optional(),
  recommenderId: text(32).optional(),
  captcha: text(16).optional(),
  captchaId: text(64).optional(),
  ...antiBotFields,
  verificationCode: code6.optional(),
  countryDialingCode: text(6).optional(),
  affiliateCode: text(32).optional(),
  paymentPassword: z.string().max(64).optional(),
  line: text(80).optional(),
  whatsapp: text(32).optional(),
  facebook: text(120).optional(),
  wechat: text(80).optional(),
  idNumber: text(40).optional(),
  telegram: text(80).optional(),
  zalo: text(32).optional(),
  birthday: text(10).optional(),
  referralCode: text(32).optional(),
  ageConfirmed: z.boolean().describe('the 18-or-older agreement'),
  termsAccepted: z.boolean(),
  domain: text(255).optional(),
  registerUrl: text(1000).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  login: z.boolean().default(true),
};

export const registerUsernameBody = z.object({
  username: text(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  mobileNum: text(20).optional(),
  ...registerExtras,
});
export type RegisterUsernameBody = z.infer<typeof registerUsernameBody>;

/**
 * Registration by mobile number. `mobile` mode: number and SMS code, no password (the member logs
 * in by SMS code until they set one); `mobilePassword` mode: number and password, with the SMS
 * code when the brand turns on REGMOBVERF3.
 */
export const registerMobileBody = z.object({
  mode: z.enum(['mobile', 'mobilePassword']).default('mobile'),
  mobileNum: text(20),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  ...registerExtras,
});
export type RegisterMobileBody = z.infer<typeof registerMobileBody>;

export const affiliateQuery = z.object({ affiliateCode: text(32).min(1) });
export const affiliateResult = z.object({ affiliateCode: z.string(), valid: z.literal(true) });

/** Login by username and password, or by mobile number and SMS code (spec §3). */
export const loginBody = z
  .object({
    type: z.enum(['username', 'sms']).default('username'),
    username: text(64).optional(),
    password: z.string().max(128).optional(),
    mobileNum: text(20).optional(),
    countryDialingCode: text(6).optional(),
    verificationCode: code6.optional(),
    captcha: text(16).optional(),
    captchaId: text(64).optional(),
    ...antiBotFields,
    agentLogin: z.boolean().optional().describe('true when logging in from /agent'),
    remember: z
      .boolean()
      .optional()
      .describe('remember me (spec §9): the session lives 24 hours without the 2-hour idle limit'),
  })
  .superRefine((b, ctx) => {
    const need =
      b.type === 'username' ? (['username', 'password'] as const) : (['mobileNum', 'verificationCode'] as const);
    for (const k of need)
      if (!b[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'required', params: { rule: 'required' } });
  });
export type LoginBody = z.infer<typeof loginBody>;

export const loginResult = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  requirePasswordChange: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResult>;

/** Extra verification asked of a login from an IP the member never used (spec §4). */
export const VERIFY_METHODS = ['sms', 'email', 'bankHolder', 'totp'] as const;
export type VerifyMethod = (typeof VERIFY_METHODS)[number];
export const verificationChallenge = z.object({
  challengeId: z.string(),
  method: z.enum(VERIFY_METHODS),
  hint: z.string().describe('masked number or address the code went to; empty for bankHolder and totp'),
});
export type VerificationChallenge = z.infer<typeof verificationChallenge>;
export const loginVerifyBody = z.object({
  challengeId: text(64).min(1),
  answer: text(80).min(1).describe('the code, or the bank account holder name'),
  remember: z.boolean().optional().describe("the login's remember me, carried through the verification"),
});

export const freePlayBody = z.object({
  os: text(40).optional(),
  platform: z.literal('W').default('W'),
  ...antiBotFields,
});

export const smsCodeBody = z
  .object({
    mobileNum: text(20).optional(),
    mobileNo: text(20).optional().describe('alias of mobileNum'),
    countryDialingCode: text(6).optional(),
    captcha: text(16).optional(),
    captchaId: text(64).optional(),
    ...antiBotFields,
  })
  .transform(({ mobileNo, ...b }) => ({ ...b, mobileNum: b.mobileNum || mobileNo || '' }));
export const smsCodeResult = z.object({ expiredMinutes: z.number().int() });

export const changePasswordBody = z.object({
  oldPassword: z.string().max(128),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
  verificationCode: code6.optional().describe('required when the brand turns on CHNGPASSVERIF3'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const forgotByEmailBody = z.object({ username: text(64).min(1), email: text(120).min(1), ...antiBotFields });
export const resetByLinkBody = z.object({
  token: text(64).min(1),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});
export const resetByPhoneBody = z.object({
  mobileNum: text(20).min(1),
  countryDialingCode: text(6).optional(),
  verificationCode: code6.min(1),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128).optional(),
  ...antiBotFields,
});

export const memberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  language: z.enum(LANGUAGE_CODES),
  currency: z.string(),
  mobile: z.string().nullable().describe('masked'),
  email: z.string().nullable().describe('masked'),
  vip: z.object({ level: z.number().int(), name: z.string() }),
  totpBound: z.boolean().describe('an authenticator app is bound (new-IP verification by TOTP)'),
  avatarUrl: z.string().optional().describe("the member's chosen avatar (security center), else the default by id"),
  unreadMessages: z.number().int().describe('unread platform messages (as CSP_unreadCount)'),
});
export type MemberInfo = z.infer<typeof memberInfo>;
/** Binding an authenticator: the secret to scan, then one code from the app to prove it was scanned. */
export const totpSetupResult = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const totpConfirmBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

export const memberIcon = z.object({ iconUrl: z.string() });
export const languageBody = z.object({ language: z.enum(LANGUAGE_CODES) });

/** Main-wallet balance; a decimal string with 2 decimals, never a float. */
export const balanceResult = z.object({ balance: z.string(), currency: z.string(), isDemo: z.boolean() });
export type BalanceResult = z.infer<typeof balanceResult>;
