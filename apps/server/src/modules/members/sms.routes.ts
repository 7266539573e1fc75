import { type LanguageCode, ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import { translator } from '../../platform/i18n/translate';
import type { SystemService } from '../system/system.service';
import type { VerificationService } from '../verification/verification.service';
import { ctxOf } from './members.routes';
import type { MembersService } from './members.service';

/** The SMS code calls: they need to know whether a number belongs to a member, so they live here. */
export function smsRoutes(
  app: FastifyInstance,
  deps: { verification: VerificationService; members: MembersService; system: SystemService; guard: Guards },
) {
  const description =
    'A 6-digit code valid for value.expiredMinutes, single use, 5 tries. One request per second per number; ' +
    '5 in 5 minutes and the number waits 5 minutes; caps per number, IP and dialling code; a captcha after 3 from one IP in an hour.';

  // guard: guest
  route(
    app,
    ROUTES.smsNoLogin,
    {
      tags: ['verification'],
      summary: 'Send a code to a member number (SMS login, password recovery)',
      description: `${description} An unknown number gets the same answer and no message.`,
      antiBot: true,
    },
    async (req) => {
      const ctx = ctxOf(req);
      const mobile = await deps.verification.mobileOf(ctx.brand, req.body.mobileNum, req.body.countryDialingCode);
      const m = await deps.members.byMobile(ctx.brand.id, mobile.e164);
      const known = m?.status === 'active';
      // The message is worded in the member's saved language, whatever page asked for it.
      const t = known ? translator(m.language as LanguageCode) : ctx.t;
      return ok(req, await deps.verification.issue({ ...ctx, t }, mobile, 'noLogin', req.body, known));
    },
  );

  // guard: guest
  route(
    app,
    ROUTES.smsRegister,
    { tags: ['verification'], summary: 'Send a code to a new number (registration)', description, antiBot: true },
    async (req) => {
      const ctx = ctxOf(req);
      const flags = await deps.system.flags(ctx.brand.id);
      if (!flags.MOBILENUMREG3 && !flags.MOBILENUMPASSREG3 && !flags.REGMOBVERF3) throw new AppError('SMS_DISABLED');
      const mobile = await deps.verification.mobileOf(ctx.brand, req.body.mobileNum, req.body.countryDialingCode);
      if (await deps.members.byMobile(ctx.brand.id, mobile.e164)) {
        throw new AppError('MOBILE_TAKEN', {}, { fields: [{ field: 'mobileNum', rule: 'unique', message: '' }] });
      }
      return ok(req, await deps.verification.issue(ctx, mobile, 'register', req.body));
    },
  );

  // A logged-in member's own bound number (changing the password under CHNGPASSVERIF3): the
  // number comes from the account, never from the body.
  route(
    app,
    ROUTES.smsMember,
    {
      tags: ['verification'],
      summary: "Send a code to the logged-in member's bound mobile",
      description,
      security: [{ token: [] }],
      preHandler: deps.guard.realMember,
    },
    async (req) => {
      const ctx = ctxOf(req);
      const m = await deps.members.byId(req.memberId as number);
      if (!m?.mobileNum) throw new AppError('MOBILE_REQUIRED');
      const t = translator(m.language as LanguageCode);
      return ok(
        req,
        await deps.verification.issue({ ...ctx, t }, { e164: m.mobileNum, national: m.mobileNum }, 'account', req.body),
      );
    },
  );
}
