import { randomBytes } from 'node:crypto';
import {
  AGENT_TYPES,
  avatarOf,
  avatarUrl,
  DOWNLINE_AGENT_TYPE,
  type FieldError,
  type LanguageCode,
  type LoginResult,
  type MemberInfo,
  maskEmail,
  maskMobile,
  type RegisterMobileBody,
  type RegisterUsernameBody,
  TRIAL_TYPE,
} from '@platform/contracts';
import { newTotpSecret, verifyTotp } from '../../platform/crypto/totp';
import type { Executor } from '../../platform/db/tx';
import { AppError, invalidFields } from '../../platform/http/app-error';
import type { BrandRef } from '../../platform/http/context';
import type { Translate } from '../../platform/i18n/translate';
import type { AgentsService } from '../agents/agents.service';
import type { CaptchaService } from '../captcha/captcha.service';
import type { SystemService } from '../system/system.service';
import type { VerificationService } from '../verification/verification.service';
import type { MemberRow, MembersStore } from './members.store';
import { hashPassword, temporaryPassword } from './password';
import { checkRegistration } from './registration-rules';
import type { StartSession } from './session-start';

/** Accounts that are not players or agents (house and operator accounts) cannot log in here. */
export const OPERATOR_TYPE = 99;
export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

export type Ctx = { brand: BrandRef; t: Translate; ip: string; lang: LanguageCode; device?: string };
type Common = RegisterUsernameBody | RegisterMobileBody;

const PROFILE_KEYS = [
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'telegram',
  'zalo',
  'birthday',
  'domain',
  'registerUrl',
] as const;

export function membersService(deps: {
  store: MembersStore;
  system: SystemService;
  captcha: CaptchaService;
  verification: VerificationService;
  agents: AgentsService;
  startSession: StartSession;
  clock: () => Date;
  /** Unread platform messages (the messages module, wired after this one; 0 until it is). */
  unreadMessages?: (memberId: number) => Promise<number>;
}) {
  /**
   * The steps every registration shares, in the order of spec §4: invitation code first, then the
   * brand's field rules, the captcha, the SMS code, age and terms; then one insert that the unique
   * indexes guard. Nothing is written unless every check passed.
   */
  async function register(
    body: Common,
    ctx: Ctx,
    mode: {
      account?: string;
      required: string[];
      skip: string[];
      confirm: boolean;
      mobileRequired: boolean;
      smsRequired: boolean;
    },
  ): Promise<LoginResult> {
    const settings = await deps.system.registerSettings(ctx.brand, ctx.t);
    const affiliateRule = settings.fields.find((f) => f.field === 'affiliateCode');
    // The code decides the upline, and what the new account is: a player or a downline agent, with its rebate.
    const invitation =
      body.affiliateCode || (affiliateRule?.enabled && affiliateRule.required)
        ? await deps.agents.invitationOf(ctx.brand.id, body.affiliateCode ?? '')
        : null;
    const uplineId = invitation?.agentId ?? null;
    const fields = checkRegistration(settings.fields, body, ctx.t, mode);
    const mobileInput = body.mobileNum?.trim() ?? '';
    let mobile: string | null = null;
    if (mobileInput || mode.mobileRequired) {
      try {
        mobile = (await deps.verification.mobileOf(ctx.brand, mobileInput, body.countryDialingCode)).e164;
        if (await deps.store.byMobile(ctx.brand.id, mobile))
          fields.push({ field: 'mobileNum', rule: 'unique', message: ctx.t('mobileTaken') });
      } catch (err) {
        const code = (err as AppError).code;
        fields.push({
          field: 'mobileNum',
          rule: 'mobile',
          message: ctx.t(code === 'MOBILE_REQUIRED' ? 'mobileRequired' : 'mobileInvalid'),
        });
      }
    }
    if (mode.smsRequired && !/^\d{6}$/.test(body.verificationCode ?? ''))
      fields.push({ field: 'verificationCode', rule: 'required', message: ctx.t('smsCodeInvalid') });
    const captchaRule = settings.fields.find((f) => f.field === 'captcha');
    if (captchaRule?.enabled && fields.length === 0) {
      const ok = await deps.captcha.verify(body.captchaId ?? '', body.captcha ?? '');
      if (!ok) fields.push({ field: 'captcha', rule: 'captcha', message: ctx.t('captchaInvalid') });
    }
    if (fields.length) throw invalidFields(fields);
    if (!body.ageConfirmed) throw new AppError('AGE_REQUIRED', { age: settings.ageGate });
    if (!body.termsAccepted) throw new AppError('TERMS_REQUIRED');
    if (mode.smsRequired)
      await deps.verification.consume(ctx.brand.id, mobile as string, ['register'], body.verificationCode ?? '');

    const account = mode.account ?? (mobile as string).slice(settings.countryDialingCode.length);
    const password = 'password' in body && body.password ? body.password : null;
    const profile = Object.fromEntries(
      PROFILE_KEYS.map((k) => [k, (body as Record<string, unknown>)[k]]).filter(
        ([, v]) => typeof v === 'string' && v !== '',
      ),
    ) as Record<string, string>;
    const row = {
      brandId: ctx.brand.id,
      account,
      accountKey: account.toLowerCase(),
      // A mobile-mode member has no password yet: an unguessable one keeps password login shut.
      passwordHash: await hashPassword(password ?? randomBytes(32).toString('hex')),
      passwordSet: password !== null,
      email: body.email || null,
      payeeName: body.payeeName || null,
      mobileNum: mobile,
      affiliateCode: body.affiliateCode ? body.affiliateCode.toUpperCase() : null,
      referralCode: body.referralCode || null,
      uplineId,
      language: ctx.lang,
      profile,
      registerIp: ctx.ip,
      createdAt: deps.clock(),
      passwordChangedAt: deps.clock(),
    };
    const { member, taken } = invitation
      ? await deps.store.createDownline(
          { ...row, type: invitation.kind === 'agent' ? DOWNLINE_AGENT_TYPE : 0 },
          invitation.rebateBp,
          true,
        )
      : await deps.store.insert(row);
    if (taken === 'mobile')
      throw invalidFields([{ field: 'mobileNum', rule: 'unique', message: ctx.t('mobileTaken') }]);
    if (!member) throw invalidFields([{ field: 'username', rule: 'unique', message: ctx.t('usernameTaken') }]);
    return deps.startSession(member, ctx);
  }

  async function registerByUsername(body: RegisterUsernameBody, ctx: Ctx): Promise<LoginResult> {
    const flags = await deps.system.flags(ctx.brand.id);
    if (!flags.USERNAMEREG3) throw new AppError('FEATURE_DISABLED');
    const settings = await deps.system.registerSettings(ctx.brand, ctx.t);
    const mobileRule = settings.fields.find((f) => f.field === 'mobileNum');
    return register(body, ctx, {
      account: body.username,
      required: ['username', 'password'],
      skip: [],
      confirm: true,
      mobileRequired: flags.REGMOBVERF3 || Boolean(mobileRule?.enabled && mobileRule.required),
      smsRequired: flags.REGMOBVERF3,
    });
  }

  async function registerByMobile(body: RegisterMobileBody, ctx: Ctx): Promise<LoginResult> {
    const flags = await deps.system.flags(ctx.brand.id);
    const withPassword = body.mode === 'mobilePassword';
    if (!(withPassword ? flags.MOBILENUMPASSREG3 : flags.MOBILENUMREG3)) throw new AppError('FEATURE_DISABLED');
    return register(body, ctx, {
      required: withPassword ? ['password'] : [],
      skip: withPassword ? ['username'] : ['username', 'password', 'paymentPassword'],
      confirm: withPassword,
      mobileRequired: true,
      smsRequired: !withPassword || flags.REGMOBVERF3,
    });
  }

  async function info(memberId: number, currency: string): Promise<MemberInfo> {
    const [row, unreadMessages] = await Promise.all([
      deps.store.byId(memberId),
      deps.unreadMessages?.(memberId) ?? Promise.resolve(0),
    ]);
    const m = row as MemberRow;
    return {
      id: m.id,
      account: m.account,
      nickname: m.nickname,
      type: m.type,
      isAgent: isAgentType(m.type),
      isTrial: m.type === TRIAL_TYPE,
      language: m.language as LanguageCode,
      currency,
      mobile: m.mobileNum ? maskMobile(m.mobileNum) : null,
      email: m.email ? maskEmail(m.email) : null,
      // VIP ranks come with the member center; until then every member is on the first rank.
      vip: { level: 0, name: 'VIP0' },
      totpBound: m.totpSecret !== null,
      avatarUrl: avatarUrl(avatarOf(m)),
      unreadMessages,
    };
  }

  /** Starts binding an authenticator: a new secret to scan; the old binding stays until a code confirms the new one. */
  async function totpSetup(memberId: number, issuer: string) {
    const m = (await deps.store.byId(memberId)) as MemberRow;
    const secret = newTotpSecret();
    await deps.store.setPendingTotp(memberId, secret);
    const label = encodeURIComponent(`${issuer}:${m.account}`);
    const otpauthUrl = `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&digits=6&period=30`;
    return { secret, otpauthUrl };
  }

  async function totpConfirm(memberId: number, code: string): Promise<null> {
    const m = (await deps.store.byId(memberId)) as MemberRow;
    if (!m.totpPendingSecret || !verifyTotp(m.totpPendingSecret, code, deps.clock())) {
      throw new AppError('VERIFICATION_FAILED', {}, { fields: [{ field: 'code', rule: 'totp', message: '' }] });
    }
    await deps.store.bindTotp(memberId, m.totpPendingSecret);
    return null;
  }

  /** A downline account's username and password against the brand's registration rules (register center). */
  async function downlineFieldErrors(
    brand: BrandRef,
    t: Translate,
    body: { username: string; password: string },
  ): Promise<FieldError[]> {
    const settings = await deps.system.registerSettings(brand, t);
    const rules = settings.fields.filter((f) => f.field === 'username' || f.field === 'password');
    return checkRegistration(rules, body, t, { required: ['username', 'password'], skip: [], confirm: false });
  }

  /** Creates an account under `uplineId` (already checked by the caller); username taken -> 400 naming it. */
  async function createDownline(
    ctx: Ctx,
    a: { uplineId: number; username: string; password: string; type: number; rebateBp: number },
  ): Promise<MemberRow> {
    const now = deps.clock();
    const { member } = await deps.store.createDownline(
      {
        brandId: ctx.brand.id,
        account: a.username,
        accountKey: a.username.toLowerCase(),
        type: a.type,
        passwordHash: await hashPassword(a.password),
        language: ctx.lang,
        uplineId: a.uplineId,
        registerIp: ctx.ip,
        createdAt: now,
        passwordChangedAt: now,
      },
      a.rebateBp,
      false,
    );
    if (!member) throw invalidFields([{ field: 'username', rule: 'unique', message: ctx.t('usernameTaken') }]);
    return member;
  }

  const demoBalanceMinor = async (memberId: number) => (await deps.store.byId(memberId))?.demoBalanceMinor ?? 0;

  return {
    registerByUsername,
    registerByMobile,
    downlineFieldErrors,
    createDownline,
    info,
    demoBalanceMinor,
    totpSetup,
    totpConfirm,
    setLanguage: (memberId: number, language: LanguageCode) => deps.store.setLanguage(memberId, language),
    byMobile: deps.store.byMobile,
    byId: deps.store.byId,
    realName: deps.store.realName,
    claimRealName: deps.store.claimRealName,
    promoteToAgent: deps.store.promoteToAgent,
    // Back office (ops-members): account actions, each inside the caller's transaction with its audit entry.
    /** Disables or enables; false when the member was already so (nothing written). */
    setStatus: async (exec: Executor, memberId: number, status: 'active' | 'disabled') =>
      (await deps.store.setStatus(exec, memberId, status)).length > 0,
    /** A new random password, stored hashed and to be changed at the next login; answered once, in clear. */
    async setTemporaryPassword(exec: Executor, memberId: number): Promise<string> {
      const password = temporaryPassword();
      await deps.store.setTemporaryPassword(exec, memberId, await hashPassword(password), deps.clock());
      return password;
    },
    /** Removes the member's authenticator; false when none was bound. */
    unbindTotp: async (exec: Executor, memberId: number) => (await deps.store.unbindTotp(exec, memberId)).length > 0,
  };
}
export type MembersService = ReturnType<typeof membersService>;
