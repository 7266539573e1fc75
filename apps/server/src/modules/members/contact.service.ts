import { randomBytes } from 'node:crypto';
import type { bindEmailBody, bindMobileBody, bindMobileCodeBody } from '@platform/contracts';
import { type LanguageCode, maskEmail, maskMobile } from '@platform/contracts';
import type { z } from 'zod';
import { sha256hex } from '../../platform/crypto/hash';
import { AppError } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n/translate';
import type { NotifyService } from '../notify/notify.service';
import type { SystemService } from '../system/system.service';
import type { VerificationService } from '../verification/verification.service';
import type { Ctx } from './members.service';
import type { MemberRow, MembersStore } from './members.store';
import { linkOrigin } from './password.service';
import { recheckPassword } from './password-recheck';
import type { ProfileStore } from './profile.store';
import type { SecurityStore } from './security.store';

export const BIND_LINK_MINUTES = 30;
/** Binding mails per member per hour: enough for a typo, too few to mail-bomb an address. */
export const BIND_MAILS_PER_HOUR = 3;

/**
 * Binding or changing the email (a link mailed to the new address) and the mobile (an SMS code to
 * the new number), each with the login password asked again before the change.
 */
export function contactService(deps: {
  store: ProfileStore;
  members: MembersStore;
  security: SecurityStore;
  system: SystemService;
  verification: VerificationService;
  notify: NotifyService;
  clock: () => Date;
}) {
  /** The login password asked again, counted with the login's tries (password-recheck.ts). */
  const recheck = (m: MemberRow, password: string | undefined, ctx: Ctx) =>
    recheckPassword(deps, m, password, ctx, 'password');

  /** Mails a single-use link (30 minutes) to the new address; the address changes when it is opened. */
  async function bindEmail(memberId: number, body: z.infer<typeof bindEmailBody>, ctx: Ctx, origin: string) {
    const m = (await deps.members.byId(memberId)) as MemberRow;
    await recheck(m, body.password, ctx);
    const now = deps.clock();
    const token = randomBytes(32).toString('base64url');
    const added = await deps.store.insertBindingWithin(
      {
        tokenHash: sha256hex(token),
        memberId: m.id,
        email: body.email,
        createdAt: now,
        expiresAt: new Date(now.getTime() + BIND_LINK_MINUTES * 60_000),
      },
      new Date(now.getTime() - 3_600_000),
      BIND_MAILS_PER_HOUR,
    );
    if (!added) throw new AppError('TOO_MANY_REQUESTS', { minutes: 60 });
    const brand = await deps.system.settings(ctx.brand);
    const mt = translator(m.language as LanguageCode);
    const link = `${await linkOrigin(deps.system, ctx, origin)}/email/confirm?token=${token}`;
    await deps.notify.email({
      brandId: ctx.brand.id,
      purpose: 'emailBinding',
      to: body.email,
      subject: mt('mail.bindEmail.subject', { brand: brand.name }),
      body: mt('mail.bindEmail.body', { account: m.account, minutes: BIND_LINK_MINUTES, link }),
    });
    return { sentTo: maskEmail(body.email), minutes: BIND_LINK_MINUTES };
  }

  /** The mailed link: spent once, within its time; the address it carried becomes the member's. */
  async function confirmEmail(token: string) {
    const used = await deps.store.useBinding(sha256hex(token), deps.clock());
    if (!used) throw new AppError('BIND_LINK_INVALID');
    const m = await deps.members.byId(used.memberId);
    if (m?.status !== 'active') throw new AppError('BIND_LINK_INVALID');
    await deps.store.setEmail(used.memberId, used.email);
    return { email: maskEmail(used.email) };
  }

  /** The new number in the brand's reading; one another member holds is refused naming the field. */
  async function newNumber(memberId: number, input: { mobileNum: string; countryDialingCode?: string }, ctx: Ctx) {
    const mobile = await deps.verification.mobileOf(ctx.brand, input.mobileNum, input.countryDialingCode);
    const holder = await deps.members.byMobile(ctx.brand.id, mobile.e164);
    if (holder && holder.id !== memberId) throw mobileTaken();
    return mobile;
  }

  /** A code to the new number, with every SMS limit of the verification module. */
  async function bindMobileCode(memberId: number, body: z.infer<typeof bindMobileCodeBody>, ctx: Ctx) {
    const mobile = await newNumber(memberId, body, ctx);
    const m = (await deps.members.byId(memberId)) as MemberRow;
    const t = translator(m.language as LanguageCode);
    return deps.verification.issue({ ...ctx, t }, mobile, 'bind', body);
  }

  /** Password again (counted), then the code (each try counted before it is compared), then the number. */
  async function bindMobile(memberId: number, body: z.infer<typeof bindMobileBody>, ctx: Ctx) {
    const mobile = await newNumber(memberId, body, ctx);
    const m = (await deps.members.byId(memberId)) as MemberRow;
    await recheck(m, body.password, ctx);
    await deps.verification.consume(ctx.brand.id, mobile.e164, ['bind'], body.verificationCode);
    // Two members racing for one number: the unique index lets one win.
    if (!(await deps.store.setMobile(memberId, mobile.e164))) throw mobileTaken();
    return { mobile: maskMobile(mobile.e164) };
  }

  return { bindEmail, confirmEmail, bindMobileCode, bindMobile };
}
const mobileTaken = () =>
  new AppError('MOBILE_TAKEN', {}, { fields: [{ field: 'mobileNum', rule: 'unique', message: '' }] });
export type ContactService = ReturnType<typeof contactService>;
