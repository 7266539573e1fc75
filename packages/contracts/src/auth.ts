import { z } from 'zod';
import { LANGUAGE_CODES } from './languages';

const text = (max: number) => z.string().trim().max(max);

/**
 * Registration by username (spec §3). Field formats are the brand's rules, checked by the service
 * against /wps/system/setting/register; the schema only bounds sizes and types.
 */
export const registerUsernameBody = z.object({
  username: text(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  payeeName: text(80).optional(),
  email: text(120).optional(),
  qqNum: text(32).optional(),
  mobileNum: text(20).optional(),
  recommenderId: text(32).optional(),
  captcha: text(16).optional(),
  captchaId: text(64).optional(),
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
});
export type RegisterUsernameBody = z.infer<typeof registerUsernameBody>;

export const loginBody = z.object({
  type: z.literal('username').default('username'),
  username: text(64).min(1),
  password: z.string().min(1).max(128),
  captcha: text(16).optional(),
  captchaId: text(64).optional(),
  agentLogin: z.boolean().optional().describe('true when logging in from /agent'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResult = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  requirePasswordChange: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const memberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  language: z.enum(LANGUAGE_CODES),
  currency: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfo>;
