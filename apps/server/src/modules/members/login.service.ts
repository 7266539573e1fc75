import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type LanguageCode,
  type LoginBody,
  type LoginResult,
  maskEmail,
  maskMobile,
  TRIAL_TYPE,
  type VerificationChallenge,
  type VerifyMethod,
} from '@platform/contracts';
import { sha256hex } from '../../platform/crypto/hash';
import { verifyTotp } from '../../platform/crypto/totp';
import { AppError } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n/translate';
import type { AntiBotService } from '../anti-bot/anti-bot.service';
import type { CaptchaService } from '../captcha/captcha.service';
import type { NotifyService } from '../notify/notify.service';
import type { SystemService } from '../system/system.service';
import type { VerificationService } from '../verification/verification.service';
import { type Ctx, isAgentType, OPERATOR_TYPE } from './members.service';
import type { MemberRow, MembersStore } from './members.store';
import { burnDecoy, hashPassword, verifyPassword } from './password';
import type { SecurityStore } from './security.store';
import type { StartSession } from './session-start';

/** Failed-login limits: a window, and how many failures lock an account or an IP for the rest of it. */
export const LOGIN_RULES = {
  windowMs: 15 * 60_000,
  accountLockAfter: 10,
  ipLockAfter: 30,
  challengeTtlMs: 10 * 60_000,
  challengeTries: 5,
  trialPerIpPerHour: 20,
} as const;

const sameText = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export function loginService(deps: {
  store: MembersStore;
  security: SecurityStore;
  system: SystemService;
  captcha: CaptchaService;
  /** Past the failures that ask for a captcha, the proof-of-work is asked too (spec: anti-bot fields). */
  antiBot?: Pick<AntiBotService, 'verify'>;
  verification: VerificationService;
  notify: NotifyService;
  startSession: StartSession;
  clock: () => Date;
  secret: string;
}) {
  const { security } = deps;

  function refuseRole(m: MemberRow, agentLogin: boolean | undefined) {
    if (m.type === OPERATOR_TYPE) throw new AppError('NOT_MEMBER');
    if (agentLogin && !isAgentType(m.type)) throw new AppError('NOT_AGENT');
  }

  /**
   * Password login: the try is counted first (refused when the account or the IP has reached its
   * limit, or when earlier tries ask for a captcha that was not solved), then the password, then
   * the new-IP check. Counting first means a burst sent at once is counted try by try, as if sent
   * one after another.
   */
  async function byPassword(body: LoginBody, ctx: Ctx): Promise<LoginResult> {
    const brand = await deps.system.settings(ctx.brand);
    const key = (body.username ?? '').toLowerCase();
    // A captcha sent along is spent first (single use), so whether the count asks for one is
    // decided under the same lock as the count itself.
    const captchaGiven = Boolean(body.captcha && body.captchaId);
    // The proof-of-work goes with the captcha (asked past the same failures), checked before it.
    if (captchaGiven) await deps.antiBot?.verify(body.altcha, { captchaRequired: true });
    const captchaPassed = captchaGiven && (await deps.captcha.verify(body.captchaId as string, body.captcha as string));
    const at = deps.clock();
    const tried = await security.countLoginTry({
      brandId: ctx.brand.id,
      account: key,
      ip: ctx.ip,
      at,
      from: new Date(at.getTime() - LOGIN_RULES.windowMs),
      accountMax: LOGIN_RULES.accountLockAfter,
      ipMax: LOGIN_RULES.ipLockAfter,
      captchaAfter: brand.loginCaptchaAfter,
      captchaPassed,
    });
    if (tried.refused === 'locked') {
      const full = tried.account.n >= LOGIN_RULES.accountLockAfter ? tried.account : tried.ip;
      const left = (full.last ?? at).getTime() + LOGIN_RULES.windowMs - at.getTime();
      throw new AppError('LOGIN_LOCKED', { minutes: Math.max(1, Math.ceil(left / 60_000)) });
    }
    if (tried.refused === 'captcha')
      throw new AppError(captchaGiven ? 'CAPTCHA_INVALID' : 'CAPTCHA_REQUIRED', {}, { captchaRequired: true });
    // Takes this try back where it proved nothing wrong about the password.
    const uncount = async (scopes: ('account' | 'ip')[]) => {
      for (const scope of scopes) await security.uncount(ctx.brand.id, scope, scope === 'ip' ? ctx.ip : key, at);
    };
    const before = Math.max(tried.account.n, tried.ip.n);

    const m = await deps.store.byAccount(ctx.brand.id, key);
    let good = false;
    if (m) good = await verifyPassword(body.password ?? '', m.passwordHash);
    else await burnDecoy(body.password ?? '');
    if (!m || !good || !m.passwordSet || m.status !== 'active') {
      throw new AppError('LOGIN_FAILED', {}, { captchaRequired: before + 1 >= brand.loginCaptchaAfter });
    }
    if (m.type === OPERATOR_TYPE || (body.agentLogin && !isAgentType(m.type))) await uncount(['account', 'ip']);
    refuseRole(m, body.agentLogin);
    await security.loginSucceeded({ brandId: ctx.brand.id, account: key, ip: ctx.ip, at });
    // Only after the right password: a time-out or self-exclusion is never told to someone guessing.
    await deps.startSession.admit(m.id);

    const flags = await deps.system.flags(ctx.brand.id);
    const isDefault = Boolean(
      brand.defaultPasswordHash && (await verifyPassword(body.password ?? '', brand.defaultPasswordHash)),
    );
    const expired =
      brand.passwordExpiryDays !== null &&
      deps.clock().getTime() - m.passwordChangedAt.getTime() > brand.passwordExpiryDays * 86_400_000;
    // A temporary password an operator set must be changed whatever the brand's switch says.
    const requireChange = (flags.forcedPasswordChange && (isDefault || expired)) || m.mustChangePassword;

    const method = brand.newIpVerification;
    if (method !== 'off' && m.type !== TRIAL_TYPE && !(await security.knowsIp(m.id, ctx.ip))) {
      const challenge = await openChallenge(m, method, ctx, Boolean(body.agentLogin), requireChange);
      if (challenge) throw new AppError('VERIFICATION_REQUIRED', {}, { ...challenge });
    }
    // The session opens only if this hash is still the member's (a password changed meanwhile refuses it).
    return deps.startSession(m, ctx, requireChange, Boolean(body.remember), { passwordHash: m.passwordHash });
  }

  /**
   * Starts the extra verification of a login from a new IP, when the member has what the brand's
   * method needs (a mobile, an email, a bank holder name, an authenticator); otherwise null.
   */
  async function openChallenge(
    m: MemberRow,
    method: VerifyMethod,
    ctx: Ctx,
    agentLogin: boolean,
    requirePasswordChange: boolean,
  ): Promise<VerificationChallenge | null> {
    const has = { sms: m.mobileNum, email: m.email, bankHolder: m.payeeName, totp: m.totpSecret }[method];
    if (!has) return null;
    // Codes go out in the member's saved language.
    ctx = { ...ctx, t: translator(m.language as LanguageCode) };
    const id = randomBytes(24).toString('base64url');
    let codeHash: string | null = null;
    let hint = '';
    if (method === 'sms') {
      const mobile = m.mobileNum as string;
      await deps.verification.issue(ctx, { e164: mobile, national: mobile }, 'login', {});
      hint = maskMobile(mobile);
    } else if (method === 'email') {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      codeHash = createHmac('sha256', deps.secret).update(`${id}|${code}`).digest('hex');
      const brand = await deps.system.settings(ctx.brand);
      const minutes = LOGIN_RULES.challengeTtlMs / 60_000;
      await deps.notify.email({
        brandId: ctx.brand.id,
        purpose: 'loginVerification',
        to: m.email as string,
        subject: ctx.t('mail.loginCode.subject', { brand: brand.name }),
        body: ctx.t('mail.loginCode.body', { code, minutes }),
      });
      hint = maskEmail(m.email as string);
    }
    await security.insertChallenge({
      idHash: sha256hex(id),
      memberId: m.id,
      method,
      codeHash,
      ip: ctx.ip,
      agentLogin,
      requirePasswordChange,
      expiresAt: new Date(deps.clock().getTime() + LOGIN_RULES.challengeTtlMs),
    });
    return { challengeId: id, method, hint };
  }

  /** Answers a new-IP challenge; the session opens only from the IP that was challenged. */
  async function verify(challengeId: string, answer: string, ctx: Ctx, remember = false): Promise<LoginResult> {
    const idHash = sha256hex(challengeId);
    const now = deps.clock();
    // The try is counted before the answer is checked, so a burst cannot get past the 5 tries.
    const c = await security.attemptChallenge(idHash, ctx.ip, now, LOGIN_RULES.challengeTries);
    if (!c) throw new AppError('VERIFICATION_FAILED');
    const m = (await deps.store.byId(c.memberId)) as MemberRow;
    let right = false;
    if (c.method === 'sms') {
      // The try counts against the challenge too, so 5 wrong answers end it like any other method.
      right = await deps.verification.consume(ctx.brand.id, m.mobileNum as string, ['login'], answer).then(
        () => true,
        (err) => {
          if (err instanceof AppError) return false;
          throw err;
        },
      );
    } else if (c.method === 'email') {
      const given = createHmac('sha256', deps.secret).update(`${challengeId}|${answer.trim()}`).digest();
      right = timingSafeEqual(given, Buffer.from(c.codeHash as string, 'hex'));
    } else if (c.method === 'bankHolder') {
      right = sameText(answer, m.payeeName ?? '');
    } else {
      right = verifyTotp(m.totpSecret as string, answer.trim(), now);
    }
    if (!right || !(await security.useChallenge(idHash, now))) throw new AppError('VERIFICATION_FAILED');
    // The challenge came from a password login: a new password spends it (members.store), and one
    // written after it was spent refuses the session, as for the password login itself.
    return deps.startSession(m, ctx, c.requirePasswordChange, remember, { passwordHash: m.passwordHash });
  }

  /** SMS login: the code proves the number, so neither the new-IP check nor a password change applies. */
  async function bySms(body: LoginBody, ctx: Ctx): Promise<LoginResult> {
    const flags = await deps.system.flags(ctx.brand.id);
    if (!flags.verificationCodeLogin) throw new AppError('FEATURE_DISABLED');
    const mobile = await deps.verification.mobileOf(ctx.brand, body.mobileNum ?? '', body.countryDialingCode);
    await deps.verification.consume(ctx.brand.id, mobile.e164, ['noLogin'], body.verificationCode ?? '');
    const m = await deps.store.byMobile(ctx.brand.id, mobile.e164);
    // No member means no code was ever sent to this number: the same answer as a wrong code.
    if (m?.status !== 'active') throw new AppError('SMS_CODE_INVALID');
    refuseRole(m, body.agentLogin);
    // The code proves the number, not the password: a password changed meanwhile does not refuse it.
    return deps.startSession(m, ctx, false, Boolean(body.remember), { refusal: 'SMS_CODE_INVALID' });
  }

  /** A trial account (type 4) with the brand's demo credit; capped per IP so guests cannot mint thousands. */
  async function freePlay(ctx: Ctx): Promise<LoginResult> {
    const flags = await deps.system.flags(ctx.brand.id);
    if (!flags.freePlay) throw new AppError('FEATURE_DISABLED');
    const since = new Date(deps.clock().getTime() - 3_600_000);
    const full = () => new AppError('TOO_MANY_REQUESTS', { minutes: 60 });
    // A cheap refusal before the hashing; the count that decides is taken again under the IP's lock.
    if ((await deps.store.trialsFromIp(ctx.brand.id, ctx.ip, since)) >= LOGIN_RULES.trialPerIpPerHour) throw full();
    const brand = await deps.system.settings(ctx.brand);
    const account = await deps.store.nextTrialName();
    const member = await deps.store.insertTrialUnderCap(
      {
        brandId: ctx.brand.id,
        account,
        accountKey: account,
        type: TRIAL_TYPE,
        passwordHash: await hashPassword(randomBytes(32).toString('hex')),
        passwordSet: false,
        language: ctx.lang,
        registerIp: ctx.ip,
        createdAt: deps.clock(),
        demoBalanceMinor: brand.trialBalanceMinor,
      },
      since,
      LOGIN_RULES.trialPerIpPerHour,
    );
    if (!member) throw full();
    return deps.startSession(member, ctx);
  }

  return {
    login: (body: LoginBody, ctx: Ctx) => (body.type === 'sms' ? bySms(body, ctx) : byPassword(body, ctx)),
    verify,
    freePlay,
  };
}
export type LoginService = ReturnType<typeof loginService>;
