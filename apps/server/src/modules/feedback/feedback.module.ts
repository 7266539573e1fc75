import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import type { AuditService } from '../audit/audit.service';
import type { CaptchaService } from '../captcha/captcha.service';
import type { UploadsService } from '../uploads/uploads.service';
import { feedbackRoutes } from './feedback.routes';
import { feedbackService } from './feedback.service';
import { feedbackStore } from './feedback.store';

/** Feedback and complaints: the member's calls, the operator's list and reply; `record` for other channels. */
export function feedbackModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    uploads: UploadsService;
    captcha: CaptchaService;
    audit: AuditService;
    guard: Guards;
    clock: () => Date;
  },
) {
  const feedback = feedbackService({ ...deps, store: feedbackStore(deps.db) });
  feedbackRoutes(app, { feedback, guard: deps.guard });
  return { feedback };
}
