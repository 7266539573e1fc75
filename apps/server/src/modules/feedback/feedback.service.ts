import { type FeedbackItem, type FeedbackType, type ImageUpload, missingFeedbackFields } from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { type Executor, inTransaction } from '../../platform/db/tx';
import { AppError } from '../../platform/http/app-error';
import type { Translate } from '../../platform/i18n/translate';
import type { AuditService } from '../audit/audit.service';
import type { CaptchaService } from '../captcha/captcha.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { FeedbackRow, FeedbackStore } from './feedback.store';

type Row = Omit<FeedbackRow, 'repliedByName'> & { repliedByName?: string | null };

const item = (r: Row): FeedbackItem => ({
  id: r.id,
  type: r.type as FeedbackType,
  content: r.content,
  images: r.images,
  status: r.status,
  reply: r.reply,
  repliedAt: r.repliedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});
const operatorItem = (r: Row) => ({
  ...item(r),
  memberId: r.memberId,
  sender: r.sender,
  repliedBy: r.repliedByName ?? null,
});

export type FeedbackSubmit = {
  type?: FeedbackType | null;
  content: string;
  sender?: string;
  captcha: string;
  captchaId: string;
  images: ImageUpload[];
};

/**
 * Feedback and complaints (spec §3, §7, §8). Checks run in the spec's order and nothing is stored
 * unless all pass: the empty required fields (one message listing them, then 'is empty'), the
 * description's length (by the contract), the images (count, type by magic bytes, size), then the
 * captcha (single use, spent by the check). Images and the feedback row commit together.
 */
export function feedbackService(deps: {
  store: FeedbackStore;
  db: Db;
  uploads: Pick<UploadsService, 'saveImages' | 'checkImages'>;
  captcha: Pick<CaptchaService, 'verify'>;
  audit: Pick<AuditService, 'record'>;
  clock: () => Date;
}) {
  const { store } = deps;

  /** Stores one feedback row (no captcha: for callers that checked their own, like the chat's offline message). */
  const record = (
    exec: Executor,
    r: {
      brandId: number;
      memberId: number | null;
      sender: string;
      type: FeedbackType;
      content: string;
      images?: string[];
    },
  ) => store.insert(exec, { ...r, images: r.images ?? [], createdAt: deps.clock() });

  async function submit(ctx: { brandId: number; memberId: number; t: Translate }, body: FeedbackSubmit) {
    const missing = missingFeedbackFields(body);
    if (missing.length) {
      const fields = missing.map((f) => ctx.t(`feedback.field.${f}`)).join(', ');
      throw new AppError(
        'FEEDBACK_EMPTY',
        { fields },
        { fields: missing.map((f) => ({ field: f, rule: 'required', message: '' })) },
      );
    }
    deps.uploads.checkImages(body.images, 'images');
    if (!(await deps.captcha.verify(body.captchaId, body.captcha))) {
      throw new AppError('CAPTCHA_INVALID', {}, { fields: [{ field: 'captcha', rule: 'captcha', message: '' }] });
    }
    // The sender is the session's user name: a body cannot speak for another member.
    const sender = (await store.account(ctx.memberId)) as string;
    const row = await inTransaction(deps.db, async (tx) => {
      const images = await deps.uploads.saveImages(tx, {
        brandId: ctx.brandId,
        memberId: ctx.memberId,
        field: 'images',
        images: body.images,
      });
      return record(tx, {
        brandId: ctx.brandId,
        memberId: ctx.memberId,
        sender,
        type: body.type as FeedbackType,
        content: body.content,
        images,
      });
    });
    return item(row);
  }

  async function mine(memberId: number, q: { pageNo: number; pageSize: number }) {
    const r = await store.mine(memberId, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return { list: r.rows.map(item), pageNo: q.pageNo, pageSize: q.pageSize, total: r.total };
  }

  async function list(
    brandId: number,
    q: { pageNo: number; pageSize: number; status?: 'pending' | 'replied'; type?: FeedbackType },
  ) {
    const r = await store.ofBrand(brandId, q, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return { list: r.rows.map(operatorItem), pageNo: q.pageNo, pageSize: q.pageSize, total: r.total };
  }

  /** The operator's reply (a second reply replaces the first); audited in the same transaction. */
  async function reply(req: { brandId: number; operatorId: number; ip: string | null; id: number; reply: string }) {
    return inTransaction(deps.db, async (tx) => {
      const row = await store.reply(tx, req.brandId, req.id, {
        reply: req.reply,
        operatorId: req.operatorId,
        at: deps.clock(),
      });
      if (!row) throw new AppError('NOT_FOUND');
      await deps.audit.record(tx, {
        brandId: req.brandId,
        operatorId: req.operatorId,
        action: 'feedback.reply',
        targetType: 'feedback',
        targetId: String(row.id),
        detail: { memberId: row.memberId, reply: req.reply },
        ip: req.ip,
      });
      return operatorItem({ ...row, repliedByName: await store.operatorName(tx, req.operatorId) });
    });
  }

  return { submit, record, mine, list, reply };
}
export type FeedbackService = ReturnType<typeof feedbackService>;
