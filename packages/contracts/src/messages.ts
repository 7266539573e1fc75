import { z } from 'zod';
import { bigserialId } from './bounds';
import { LANGUAGE_CODES } from './languages';
import { page, pageQuery } from './money';

/**
 * Platform messages (the member center's messageV2 tab): operators write a title and body in as
 * many languages as they like; a member reads the one in their language, else English, else the
 * first one written (the server's localised()).
 */
export const MESSAGE_LIMITS = { title: 120, body: 5000, recipients: 100_000 } as const;

/** Text per language code; at least one language must carry text (checked by the refinement below). */
const localisedText = (max: number) =>
  z
    .partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().max(max))
    .refine((t) => Object.values(t).some((s) => Boolean(s)), { params: { rule: 'required' } });

/** A message as its member sees it. `read` false is the unread style. */
export const messageItem = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type MessageItem = z.infer<typeof messageItem>;

export const messagesQuery = pageQuery;
export const messagesPage = page(messageItem).extend({ unread: z.number().describe('unread messages in the inbox') });
export type MessagesPage = z.infer<typeof messagesPage>;

export const messageParams = z.object({ id: bigserialId });
export const messageReadBody = z.object({ read: z.boolean() });
/** CSP_unreadCount: unread (and not deleted) messages of the member. */
export const unreadCountResult = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountResult>;

/**
 * An operator's message: to some members (ids or usernames; one member is a list of one) or to every
 * member of the brand. Usernames are matched without regard to case, as at login.
 */
export const MESSAGE_AUDIENCES = ['members', 'all'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];
export const sendMessageBody = z
  .object({
    audience: z.enum(MESSAGE_AUDIENCES),
    members: z
      .array(z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]))
      .max(MESSAGE_LIMITS.recipients)
      .optional()
      .describe('ids or usernames; required for audience "members"'),
    title: localisedText(MESSAGE_LIMITS.title),
    body: localisedText(MESSAGE_LIMITS.body),
  })
  .superRefine((b, ctx) => {
    if (b.audience === 'members' && !b.members?.length)
      ctx.addIssue({ code: 'custom', path: ['members'], params: { rule: 'required' }, message: 'required' });
  });
export type SendMessageBody = z.infer<typeof sendMessageBody>;
export const sendMessageResult = z.object({ id: z.number(), recipients: z.number() });

/** The operator's list of sent messages, newest first, with how many recipients read each. */
export const sentMessage = z.object({
  id: z.number(),
  audience: z.enum(MESSAGE_AUDIENCES),
  title: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
  recipients: z.number(),
  read: z.number(),
  operator: z.string().nullable(),
  createdAt: z.string(),
});
export const sentMessagesPage = page(sentMessage);
