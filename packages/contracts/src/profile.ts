import { z } from 'zod';

/**
 * The security center (My account, spec §2): binding or changing the email (a mailed link) and the
 * mobile (an SMS code), each with the login password asked again; the profile labels of spec §3;
 * the avatar. The member's own calls; the login password travels sealed.
 */

/** Avatars drawn by the project (public/static/avatar/avatar-<n>.svg), 1..AVATAR_COUNT. */
export const AVATAR_COUNT = 12;
export const AVATAR_IDS = Array.from({ length: AVATAR_COUNT }, (_, i) => i + 1);
export const avatarUrl = (id: number) => `/static/avatar/avatar-${id}.svg`;
/** A member who never chose one keeps the avatar picked by id (as before the choice existed). */
export const defaultAvatarOf = (memberId: number) => (memberId % 6) + 1;
/** The member's avatar: the stored choice when it is one of the drawn set, else the default by id. */
export const avatarOf = (m: { id: number; avatar: number | null }) =>
  m.avatar && m.avatar >= 1 && m.avatar <= AVATAR_COUNT ? m.avatar : defaultAvatarOf(m.id);

/** Sources of income (spec §3 label), a fixed list so operators can read them in any language. */
export const INCOME_SOURCES = ['salary', 'business', 'investment', 'savings', 'pension', 'other'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

const rule = (name: string) => ({ params: { rule: name }, message: name });
/** An optional text: empty clears it; `pattern` only judges what is there. */
const optional = (max: number, pattern?: RegExp) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !pattern || s === '' || pattern.test(s), rule('pattern'));

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar day written yyyy-MM-dd (2001-02-29 is not). */
export function isCalendarDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s && Number(m[1]) >= 1900;
}
/** Whole years between a yyyy-MM-dd birthday and `today` (yyyy-MM-dd, the brand's or the browser's day). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Letters of any script with marks, digits, spaces and . _ - (a nickname shows in the header). */
const NICKNAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} ._-]*$/u;
/** Letters of any script, marks, spaces, dots, apostrophes and hyphens: the payout holder's rule. */
export const REAL_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
const WORDS = /^[\p{L}\p{M}][\p{L}\p{M} .,'()-]*$/u;
/** Telegram usernames: 5-32 letters, digits or underscores, an optional @ in front. */
const TELEGRAM = /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/;
/** Zalo ids are phone numbers: digits, optionally a leading +. */
const ZALO = /^\+?\d{8,15}$/;

/**
 * The profile form (spec §3 "other profile labels"). Every field is sent; an empty one clears it.
 * The real name is set once (it is the payout holder name the withdrawals check): sent while empty,
 * ignored after. The age gate on the birthday is the brand's, checked by the server.
 */
export const profileBody = z.object({
  nickname: optional(20, NICKNAME),
  realName: z
    .string()
    .trim()
    .max(60)
    .refine((s) => s === '' || (s.length >= 2 && REAL_NAME.test(s)), rule('realName'))
    .optional(),
  birthday: z
    .string()
    .trim()
    .refine((s) => s === '' || isCalendarDate(s), rule('date')),
  address: optional(200),
  nationality: optional(60, WORDS),
  occupation: optional(60, WORDS),
  incomeSource: z.enum(['', ...INCOME_SOURCES]),
  telegram: optional(33, TELEGRAM),
  zalo: optional(16, ZALO),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const profile = z.object({
  account: z.string(),
  nickname: z.string(),
  realName: z.string(),
  /** The real name is set: it is the holder name of every payout account and cannot change here. */
  realNameLocked: z.boolean(),
  birthday: z.string(),
  address: z.string(),
  nationality: z.string(),
  occupation: z.string(),
  incomeSource: z.enum(['', ...INCOME_SOURCES]),
  telegram: z.string(),
  zalo: z.string(),
  avatar: z.number().int(),
  avatarUrl: z.string(),
  email: z.string().nullable().describe('masked'),
  mobile: z.string().nullable().describe('masked'),
  /** false for members registered by mobile code only: no password is asked before a change then. */
  passwordSet: z.boolean(),
  /** The brand's age gate (spec §9), for the birthday field's hint. */
  ageGate: z.number().int(),
});
export type Profile = z.infer<typeof profile>;

export const avatarBody = z.object({ avatar: z.number().int().min(1).max(AVATAR_COUNT) });
export const avatarResult = z.object({ avatar: z.number().int(), iconUrl: z.string() });

/** Asking for the change: the new address and the login password again; a link goes to the new address. */
export const bindEmailBody = z.object({
  email: z.string().trim().max(120).email(),
  password: z.string().max(128).optional().describe('the login password; required unless none was ever set'),
});
export const bindEmailResult = z.object({
  sentTo: z.string().describe('masked'),
  minutes: z.number().int().describe('how long the link works'),
});
/** The mailed link's token (it proves the address; no session needed, the link may open on a phone). */
export const confirmEmailBody = z.object({ token: z.string().trim().min(1).max(64) });
export const confirmEmailResult = z.object({ email: z.string().describe('masked') });

/** A code to the new number (refused when another member of the brand uses it). */
export const bindMobileCodeBody = z.object({
  mobileNum: z.string().trim().min(1).max(20),
  countryDialingCode: z.string().trim().max(6).optional(),
  captcha: z.string().trim().max(16).optional(),
  captchaId: z.string().trim().max(64).optional(),
});
export const bindMobileBody = z.object({
  mobileNum: z.string().trim().min(1).max(20),
  countryDialingCode: z.string().trim().max(6).optional(),
  verificationCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
  password: z.string().max(128).optional().describe('the login password; required unless none was ever set'),
});
export const bindMobileResult = z.object({ mobile: z.string().describe('masked') });
