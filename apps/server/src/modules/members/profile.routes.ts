import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { SiteOrigin } from '../../platform/http/site-origin';
import type { ContactService } from './contact.service';
import { ctxOf } from './members.routes';
import { requestedOrigin } from './password.routes';
import type { ProfileService } from './profile.service';

/** The security center (My account): profile labels, avatar, binding or changing the email and the mobile. */
export function profileRoutes(
  app: FastifyInstance,
  deps: { profile: ProfileService; contact: ContactService; guard: Guards; siteOrigin: SiteOrigin },
) {
  const member = { tags: ['members'], security: [{ token: [] }], preHandler: deps.guard.realMember };
  const id = (req: { memberId: number | null }) => req.memberId as number;

  route(app, ROUTES.profile, { ...member, summary: "The member's profile labels (spec §3) and avatar" }, async (req) =>
    ok(req, await deps.profile.get(id(req), ctxOf(req))),
  );

  route(
    app,
    ROUTES.profileSave,
    {
      ...member,
      summary: 'Save the profile: every field, an empty one clears it; the real name only while unset',
      description:
        "Every bad field is named at once; the birthday must meet the brand's age gate. Nothing is stored on error.",
    },
    async (req) => ok(req, await deps.profile.save(id(req), req.body, ctxOf(req))),
  );

  route(app, ROUTES.profileAvatar, { ...member, summary: 'Choose one of the drawn avatars' }, async (req) =>
    ok(req, await deps.profile.setAvatar(id(req), req.body.avatar)),
  );

  route(
    app,
    ROUTES.bindEmail,
    {
      ...member,
      summary:
        'Bind or change the email: the login password again; a link (30 min, single use) goes to the new address',
      description:
        'The password try counts with the login tries of the account (the same lock). At most 3 mails an hour.',
    },
    async (req) =>
      ok(
        req,
        await deps.contact.bindEmail(id(req), req.body, ctxOf(req), requestedOrigin(deps.siteOrigin(), req.hostname)),
      ),
  );

  // guard: guest. The token proves the address; the link may be opened where the member is not logged in.
  route(
    app,
    ROUTES.confirmEmail,
    { tags: ['members'], summary: 'The mailed link: binds the address it was sent to' },
    async (req) => ok(req, await deps.contact.confirmEmail(req.body.token)),
  );

  route(
    app,
    ROUTES.bindMobileCode,
    {
      ...member,
      summary: 'Send a code to a new mobile number (refused when another member holds it)',
      description:
        'The SMS limits of every code: one a second per number, 5 in 5 minutes, caps per number, IP and dialling code.',
    },
    async (req) => ok(req, await deps.contact.bindMobileCode(id(req), req.body, ctxOf(req))),
  );

  route(
    app,
    ROUTES.bindMobile,
    {
      ...member,
      summary: 'Bind or change the mobile: the new number, its code and the login password again',
      description:
        'The password try counts with the login tries; each code try is counted before it is compared (5 tries).',
    },
    async (req) => ok(req, await deps.contact.bindMobile(id(req), req.body, ctxOf(req))),
  );
}
