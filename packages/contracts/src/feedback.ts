import { z } from 'zod';
import { serialId } from './bounds';
import { page, pageQuery } from './money';
import { imageList } from './uploads';

/** Question types of spec §3: deposit=1, withdrawal=2, game=3, customer service=4, apply for agent=6, others=0. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TYPE_NAMES = {
  1: 'deposit',
  2: 'withdrawal',
  3: 'game',
  4: 'customerService',
  6: 'applyAgent',
  0: 'others',
} as const satisfies Record<FeedbackType, string>;
/** Description: trimmed, between 20 and 200 characters (spec §7, §8: hint and length/200 counter). */
export const FEEDBACK_CONTENT = { min: 20, max: 200 } as const;
export const FEEDBACK_STATUSES = ['pending', 'replied'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

const feedbackType = z.union(FEEDBACK_TYPES.map((n) => z.literal(n)) as [z.ZodLiteral<FeedbackType>]);

/**
 * PUT /wps/feedback (spec §7: content, sender, type, captcha). The three required fields may be
 * absent or empty here: what is missing is answered as one list followed by 'is empty' (spec §3,
 * §8), by missingFeedbackFields on both sides. A description given is between 20 and 200
 * characters once trimmed. `sender` is the member's user name; the server stores the session's.
 */
export const feedbackBody = z.object({
  type: feedbackType.nullish(),
  content: z
    .string()
    .max(4000)
    .default('')
    .transform((s) => s.trim())
    .refine((s) => !s || (s.length >= FEEDBACK_CONTENT.min && s.length <= FEEDBACK_CONTENT.max), {
      params: { rule: 'feedbackLength' },
      message: 'feedbackLength',
    }),
  sender: z.string().trim().max(64).optional(),
  captcha: z.string().trim().max(16).default(''),
  captchaId: z.string().trim().max(64).default(''),
  images: imageList().default([]),
});
export type FeedbackBody = z.input<typeof feedbackBody>;

/** The required fields left empty, in the form's order (type, description, captcha). */
export const FEEDBACK_REQUIRED = ['type', 'content', 'captcha'] as const;
export function missingFeedbackFields(b: {
  type?: number | null;
  content?: string;
  captcha?: string;
}): (typeof FEEDBACK_REQUIRED)[number][] {
  return FEEDBACK_REQUIRED.filter((f) =>
    f === 'type' ? b.type === undefined || b.type === null : !(b[f] ?? '').trim(),
  );
}

export const feedbackItem = z.object({
  id: z.number(),
  type: feedbackType,
  content: z.string(),
  /** Upload ids: GET /wps/uploads/:id answers each to its member and to operators. */
  images: z.array(z.string()),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;
export const feedbackQuery = pageQuery;
export const feedbackPage = page(feedbackItem);
export type FeedbackPage = z.infer<typeof feedbackPage>;

export const operatorFeedbackQuery = pageQuery.extend({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  type: z.coerce.number().pipe(feedbackType).optional(),
});
export const operatorFeedbackItem = feedbackItem.extend({
  memberId: z.number().nullable(),
  sender: z.string(),
  repliedBy: z.string().nullable(),
});
export const operatorFeedbackPage = page(operatorFeedbackItem);
export const feedbackParams = z.object({ id: serialId });
export const feedbackReplyBody = z.object({ reply: z.string().trim().min(1).max(1000) });
