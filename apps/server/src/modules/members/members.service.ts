import {
  AGENT_TYPES,
  type FieldError,
  type LanguageCode,
  type LoginBody,
  type LoginResult,
  type MemberInfo,
  type RegisterUsernameBody,
  TRIAL_TYPE,
} from '@platform/contracts';
import { AppError } from '../../platform/http/app-error';
import type { BrandRef } from '../../platform/http/context';
import type { Translate } from '../../platform/i18n/translate';
import type { CaptchaService } from '../captcha/captcha.service';
import type { SessionsService } from '../sessions/sessions.service';
import type { SystemService } from '../system/system.service';
import type { MemberRow, MembersStore } from './members.store';
import { burnDecoy, hashPassword, verifyPassword } from './password';
import { checkRegistration } from './registration-rules';

/** Accounts that are not players or agents (house and operator accounts) cannot log in here. */
export const OPERATOR_TYPE = 99;
export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

const invalid = (fields: FieldError[]) =>
  new AppError('VALIDATION', { field: fields[0]?.field ?? '', detail: fields[0]?.message ?? '' }, { fields });

type Ctx = { brand: BrandRef; t: Translate; ip: string; lang: LanguageCode };

export function membersService(deps: {
  store: MembersStore;
  system: SystemService;
  captcha: CaptchaService;
  sessions: SessionsService;
  clock: () => Date;
}) {
  /** Registration by username: the brand's rules, age and terms, captcha, then a unique account. */
  async function registerByUsername(body: RegisterUsernameBody, ctx: Ctx): Promise<LoginResult> {
    const settings = await deps.system.registerSettings(ctx.brand, ctx.t);
    const fields = checkRegistration(settings.fields, body, ctx.t);
    const captchaRule = settings.fields.find((f) => f.field === 'captcha');
    if (captchaRule?.enabled && fields.length === 0) {
      const ok = await deps.captcha.verify(body.captchaId ?? '', body.captcha ?? '');
      if (!ok) fields.push({ field: 'captcha', rule: 'captcha', message: ctx.t('captchaInvalid') });
    }
    if (fields.length) throw invalid(fields);
    if (!body.ageConfirmed) throw new AppError('AGE_REQUIRED', { age: settings.ageGate });
    if (!body.termsAccepted) throw new AppError('TERMS_REQUIRED');

    const {
      username,
      password,
      confirmPassword: _c,
      captcha: _k,
      captchaId: _i,
      ageConfirmed: _a,
      termsAccepted: _t,
      ...rest
    } = body;
    const profile = Object.fromEntries(
      [
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
      ]
        .map((k) => [k, rest[k as keyof typeof rest]])
        .filter(([, v]) => typeof v === 'string' && v !== ''),
    ) as Record<string, string>;
    const member = await deps.store.insert({
      brandId: ctx.brand.id,
      account: username,
      accountKey: username.toLowerCase(),
      passwordHash: await hashPassword(password),
      email: rest.email || null,
      payeeName: rest.payeeName || null,
      mobileNum: rest.mobileNum || null,
      affiliateCode: rest.affiliateCode || null,
      referralCode: rest.referralCode || null,
      language: ctx.lang,
      profile,
      registerIp: ctx.ip,
    });
    if (!member) {
      throw invalid([{ field: 'username', rule: 'unique', message: ctx.t('usernameTaken') }]);
    }
    await deps.store.markLogin(member.id, deps.clock());
    return {
      token: await deps.sessions.open(member.id, ctx.brand.id, ctx.ip),
      firstTimeLogin: true,
      requirePasswordChange: false,
    };
  }

  /** Login by username and password; the same answer for an unknown user and a wrong password. */
  async function login(body: LoginBody, ctx: Ctx): Promise<LoginResult> {
    const member = await deps.store.byAccount(ctx.brand.id, body.username.toLowerCase());
    if (!member) {
      await burnDecoy(body.password);
      throw new AppError('LOGIN_FAILED');
    }
    if (!(await verifyPassword(body.password, member.passwordHash)) || member.status !== 'active') {
      throw new AppError('LOGIN_FAILED');
    }
    if (member.type === OPERATOR_TYPE) throw new AppError('NOT_MEMBER');
    if (body.agentLogin && !isAgentType(member.type)) throw new AppError('NOT_AGENT');
    const firstTimeLogin = member.lastLoginAt === null;
    await deps.store.markLogin(member.id, deps.clock());
    return {
      token: await deps.sessions.open(member.id, ctx.brand.id, ctx.ip),
      firstTimeLogin,
      requirePasswordChange: false,
    };
  }

  async function info(memberId: number, currency: string): Promise<MemberInfo> {
    const m = (await deps.store.byId(memberId)) as MemberRow;
    return {
      id: m.id,
      account: m.account,
      nickname: m.nickname,
      type: m.type,
      isAgent: isAgentType(m.type),
      isTrial: m.type === TRIAL_TYPE,
      language: m.language as LanguageCode,
      currency,
    };
  }

  return { registerByUsername, login, info };
}
export type MembersService = ReturnType<typeof membersService>;
