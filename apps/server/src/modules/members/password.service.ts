import { randomBytes } from 'node:crypto';
import type {
  ChangePasswordBody,
  forgotByEmailBody,
  LanguageCode,
  LoginResult,
  resetByLinkBody,
  resetByPhoneBody,
} from '@platform/contracts';
import { z } from 'zod';
import { sha256hex } from '../../platform/crypto/hash';
import type { Db } from '../../platform/db/client';
import { inTransaction } from '../../platform/db/tx';
import { AppError, invalidFields } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n/translate';
import type { NotifyService } from '../notify/notify.service';
import type { SessionsService } from '../sessions/sessions.service';
import type { SystemService } from '../system/system.service';
import type { VerificationService } from '../verification/verification.service';
import { type Ctx, OPERATOR_TYPE } from './members.service';
import type { MemberRow, MembersStore } from './members.store';
import { hashPassword } from './password';
import { recheckPassword } from './password-recheck';
import { checkConfirmation, checkNewPassword } from './registration-rules';
import type { SecurityStore } from './security.store';
import type { StartSession } from './session-start';

export const RESET_LINK_MINUTES = 30;
/** Reset mails per member per hour: enough for a lost mail, too few to flood an inbox. */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * Where a mailed link points (password reset, email binding): the address the request came to when
 * it is one of the brand's domains, otherwise the brand's main domain, so a forged Host header
 * cannot send a member's token to someone else's site.
 */
export async function linkOrigin(system: Pick<SystemService, 'domainRoute'>, ctx: Ctx, origin: string) {
  const url = new URL(origin);
  const route = await system.domainRoute(ctx.brand);
  const known = [route.mainDomain, ...route.domains.map((d) => d.domain)].map((d) => d.toLowerCase());
  return known.includes(url.hostname.toLowerCase()) ? url.origin : `${url.protocol}//${route.mainDomain}`;
}

/** Changing and recovering passwords. Every change ends the member's other sessions. */
export function passwordService(deps: {
  db: Db;
  store: MembersStore;
  security: SecurityStore;
  system: SystemService;
  verification: VerificationService;
  notify: NotifyService;
  sessions: SessionsService;
  startSession: StartSession;
  clock: () => Date;
}) {
  async function checkNew(
    ctx: Ctx,
    password: string,
    confirm: string | undefined,
    field: string,
    confirmField: string,
  ) {
    const settings = await deps.system.registerSettings(ctx.brand, ctx.t);
    const fields = checkNewPassword(settings.fields, password, field, ctx.t);
    if (confirm !== undefined) fields.push(...checkConfirmation(password, confirm, confirmField, ctx.t));
    if (fields.length) throw invalidFields(fields);
  }

  /**
   * The new password and the end of the member's other sessions in one transaction: a login
   * verified with the old password locks the member row to open its session, so it either opens
   * first and is ended here, or waits and finds the new hash (members/session-start.ts).
   */
  async function setPassword(m: MemberRow, password: string, keepToken: string | null) {
    const hash = await hashPassword(password);
    await inTransaction(deps.db, async (tx) => {
      await deps.store.setPassword(tx, m.id, hash, deps.clock());
      await deps.sessions.endAll(m.id, tx, keepToken);
    });
    deps.sessions.ended(m.id, 'password_changed', keepToken);
  }

  /** Change password (logged in): the old one unless never set, the brand's rule, and the SMS code under CHNGPASSVERIF3. */
  async function change(memberId: number, token: string, body: ChangePasswordBody, ctx: Ctx): Promise<null> {
    const m = (await deps.store.byId(memberId)) as MemberRow;
    // Counted with the login's tries before it is checked: a stolen session cannot guess the password here.
    await recheckPassword(deps, m, body.oldPassword, ctx, 'oldPassword');
    await checkNew(ctx, body.newPassword, body.confirmNewPassword, 'newPassword', 'confirmNewPassword');
    const flags = await deps.system.flags(ctx.brand.id);
    if (flags.CHNGPASSVERIF3 && m.mobileNum) {
      await deps.verification.consume(ctx.brand.id, m.mobileNum, ['account', 'noLogin'], body.verificationCode ?? '');
    }
    await setPassword(m, body.newPassword, token);
    return null;
  }

  /** Forgot by email: a single-use link, valid 30 minutes, mailed to the bound address. */
  async function forgotByEmail(body: z.infer<typeof forgotByEmailBody>, ctx: Ctx, origin: string): Promise<null> {
    const m = await deps.store.byAccount(ctx.brand.id, body.username.toLowerCase());
    if (!m?.email || m.email.toLowerCase() !== body.email.toLowerCase() || m.status !== 'active') {
      throw new AppError('ACCOUNT_NOT_FOUND');
    }
    const now = deps.clock();
    const token = randomBytes(32).toString('base64url');
    const added = await deps.security.insertResetWithin(
      {
        tokenHash: sha256hex(token),
        memberId: m.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
      },
      new Date(now.getTime() - 3_600_000),
      RESET_MAILS_PER_HOUR,
    );
    if (!added) throw new AppError('TOO_MANY_REQUESTS', { minutes: 60 });
    const brand = await deps.system.settings(ctx.brand);
    const mt = translator(m.language as LanguageCode);
    const link = `${await linkOrigin(deps.system, ctx, origin)}/?resetToken=${token}`;
    await deps.notify.email({
      brandId: ctx.brand.id,
      purpose: 'passwordReset',
      to: m.email,
      // In the member's saved language (spec §4: a language change is sent to the server for this).
      subject: mt('mail.reset.subject', { brand: brand.name }),
      body: mt('mail.reset.body', { account: m.account, minutes: RESET_LINK_MINUTES, link }),
    });
    return null;
  }

  /** The emailed link: the new password is checked before the link is spent, then the member is logged in. */
  async function resetByLink(body: z.infer<typeof resetByLinkBody>, ctx: Ctx): Promise<LoginResult> {
    await checkNew(ctx, body.newPassword, body.confirmNewPassword, 'newPassword', 'confirmNewPassword');
    const memberId = await deps.security.useReset(sha256hex(body.token), deps.clock());
    if (!memberId) throw new AppError('RESET_LINK_INVALID');
    const m = (await deps.store.byId(memberId)) as MemberRow;
    // A link mailed before the account was disabled must not change its password either.
    if (m.status !== 'active') throw new AppError('RESET_LINK_INVALID');
    await setPassword(m, body.newPassword, null);
    return deps.startSession(m, ctx);
  }

  /** Forgot by phone: number, SMS code and new password; then an automatic login (spec §4). */
  async function resetByPhone(body: z.infer<typeof resetByPhoneBody>, ctx: Ctx): Promise<LoginResult> {
    const mobile = await deps.verification.mobileOf(ctx.brand, body.mobileNum, body.countryDialingCode);
    await checkNew(ctx, body.newPassword, body.confirmNewPassword, 'newPassword', 'confirmNewPassword');
    await deps.verification.consume(ctx.brand.id, mobile.e164, ['noLogin'], body.verificationCode);
    const m = await deps.store.byMobile(ctx.brand.id, mobile.e164);
    if (m?.status !== 'active') throw new AppError('SMS_CODE_INVALID');
    if (m.type === OPERATOR_TYPE) throw new AppError('NOT_MEMBER');
    await setPassword(m, body.newPassword, null);
    return deps.startSession(m, ctx);
  }

  return { change, forgotByEmail, resetByLink, resetByPhone };
}
export type PasswordService = ReturnType<typeof passwordService>;
