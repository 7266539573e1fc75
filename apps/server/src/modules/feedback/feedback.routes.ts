import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import { IMAGE_BODY_LIMIT } from '../uploads/uploads.service';
import type { FeedbackService } from './feedback.service';

/** Feedback: the member sends and reads their own (guard: member); operators list and reply (audited). */
export function feedbackRoutes(app: FastifyInstance, deps: { feedback: FeedbackService; guard: Guards }) {
  const security = [{ token: [] }];
  const member = { tags: ['feedback'], security, preHandler: deps.guard.member };
  const operator = { tags: ['operator', 'feedback'], security, preHandler: deps.guard.operator };

  route(
    app,
    ROUTES.feedback,
    {
      ...member,
      summary: 'Send feedback or a complaint (spec §7: content, sender, type, captcha; up to 3 png/jpg images of 5 MB)',
      description:
        'Empty required fields answer FEEDBACK_EMPTY listing them ("Question type, Description is empty"); a ' +
        'description outside 20-200 characters, bad images or a wrong captcha name their field. Nothing is ' +
        'stored unless every check passes. The sender stored is the session’s user name.',
      bodyLimit: IMAGE_BODY_LIMIT,
    },
    async (req) =>
      ok(
        req,
        await deps.feedback.submit({ brandId: req.brand.id, memberId: req.memberId as number, t: req.t }, req.body),
      ),
  );
  route(
    app,
    ROUTES.myFeedback,
    { ...member, summary: "The member's own feedback, newest first, with the operators' replies" },
    async (req) => ok(req, await deps.feedback.mine(req.memberId as number, req.query)),
  );
  route(
    app,
    ROUTES.operatorFeedback,
    { ...operator, summary: "The brand's feedback, newest first, by status and type" },
    async (req) => ok(req, await deps.feedback.list(req.brand.id, req.query)),
  );
  route(
    app,
    ROUTES.operatorFeedbackReply,
    { ...operator, summary: 'Reply to a feedback (the member sees it in their list); audited as feedback.reply' },
    async (req) =>
      ok(
        req,
        await deps.feedback.reply({
          brandId: req.brand.id,
          operatorId: req.operatorId,
          ip: req.ip,
          id: req.params.id,
          reply: req.body.reply,
        }),
      ),
  );
}
