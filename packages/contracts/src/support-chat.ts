import { z } from 'zod';
import { bigserialId, PG_INT_MAX, serialId } from './bounds';
import { imageUpload } from './uploads';

/**
 * Live support chat (spec §2 float service "live chat", §7 "chat launch"): a member (by session) or
 * a guest (by name, then a guest chat token) talks with the brand's operators. Every action is an
 * HTTP call of the route table; deliveries go out as `ChatEvent`s through the realtime socket
 * when one is wired, and the web polls history meanwhile.
 */

export const CHAT_LIMITS = {
  nameMin: 1,
  nameMax: 30,
  textMin: 1,
  textMax: 1000,
  /** A guest chat token's life. */
  guestTokenMs: 24 * 60 * 60_000,
  /** The operator console's heartbeat, and how long a heartbeat keeps an operator online. */
  heartbeatMs: 20_000,
  onlineWithinMs: 60_000,
  /** How long one typing signal shows "typing..." on the other side. */
  typingMs: 5_000,
  /** How often the web re-reads history while the window is open and the socket is down. */
  pollMs: 3_000,
} as const;

export const CHAT_SENDERS = ['member', 'guest', 'operator'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];
export const CHAT_STATUSES = ['open', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
/** `offline`: written while no operator was online (kept here until feedback takes it: `feedback`). */
export const CHAT_MESSAGE_STATES = ['sent', 'offline', 'feedback'] as const;

export const chatName = z.string().trim().min(CHAT_LIMITS.nameMin).max(CHAT_LIMITS.nameMax);
export const chatText = z.string().trim().min(CHAT_LIMITS.textMin).max(CHAT_LIMITS.textMax);

/** Chat launch: a member by the session (name ignored); a guest gives a name and gets a guest token. */
export const chatLaunchBody = z.object({ name: chatName.optional() });
export type ChatLaunchBody = z.input<typeof chatLaunchBody>;
/** The guest's form: the same call with the name required. */
export const chatGuestLaunchBody = z.object({ name: chatName });
export const chatLaunchResult = z.object({
  conversationId: z.number(),
  name: z.string(),
  kind: z.enum(['member', 'guest']),
  /** Whether an operator has the console open now; when not, messages become offline messages. */
  online: z.boolean(),
  /** Only when this call made a guest: send it as the `token` header on the chat calls (24 h). */
  guestToken: z.string().nullable(),
  guestExpiresAt: z.string().nullable(),
});
export type ChatLaunchResult = z.infer<typeof chatLaunchResult>;

export const chatMessage = z.object({
  id: z.number(),
  conversationId: z.number(),
  sender: z.enum(CHAT_SENDERS),
  text: z.string().nullable(),
  /** An image of the uploads module: GET /wps/chat/images/:id with the caller's token. */
  imageId: z.string().nullable(),
  state: z.enum(CHAT_MESSAGE_STATES),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** Older messages page by `before` (a message id); without it, the newest. */
export const chatHistoryQuery = z.object({
  before: bigserialId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type ChatHistoryQuery = z.input<typeof chatHistoryQuery>;

export const chatHistory = z.object({
  conversationId: z.number().nullable(),
  status: z.enum(CHAT_STATUSES).nullable(),
  /** Oldest first. */
  messages: z.array(chatMessage),
  hasMore: z.boolean(),
  /** The other side has read every message up to this id (read ticks). */
  readUpTo: z.number(),
  /** The other side sent a typing signal in the last few seconds. */
  typing: z.boolean(),
  /** An operator is online (always true on the operator side). */
  online: z.boolean(),
});
export type ChatHistory = z.infer<typeof chatHistory>;

/** A text (1-1000 characters) or one png/jpg image (5 MB), or both. */
export const chatSendBody = z.object({ text: chatText.optional(), image: imageUpload.optional() });
export type ChatSendBody = z.input<typeof chatSendBody>;
export const chatSendResult = z.object({
  message: chatMessage,
  /** No operator was online: the message was kept as an offline message (handed to feedback). */
  offline: z.boolean(),
});
export type ChatSendResult = z.infer<typeof chatSendResult>;

export const chatReadBody = z.object({ upToId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) });

export const chatConversationParams = z.object({ id: serialId });
export const chatImageParams = z.object({ id: z.string().max(64) });

export const operatorChatListQuery = z.object({
  status: z.enum([...CHAT_STATUSES, 'all']).default('all'),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type OperatorChatListQuery = z.input<typeof operatorChatListQuery>;

export const chatConversation = z.object({
  id: z.number(),
  kind: z.enum(['member', 'guest']),
  memberId: z.number().nullable(),
  name: z.string(),
  status: z.enum(CHAT_STATUSES),
  operatorId: z.number().nullable(),
  operatorName: z.string().nullable(),
  /** Messages of the member or guest the operators have not read. */
  unread: z.number(),
  lastMessage: chatMessage.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatConversation = z.infer<typeof chatConversation>;
export const operatorChatList = z.object({
  /** Open conversations first, then the most recently active. */
  list: z.array(chatConversation),
  pageNo: z.number(),
  pageSize: z.number(),
  total: z.number(),
  /** Unread messages over every open conversation. */
  unreadTotal: z.number(),
});
export type OperatorChatList = z.infer<typeof operatorChatList>;

/** Take a conversation (no body, or no operatorId: the caller) or assign it to another operator. */
export const operatorChatTakeBody = z.object({ operatorId: z.number().int().min(1).max(PG_INT_MAX).optional() });

export const chatPresence = z.object({ online: z.boolean(), operatorsOnline: z.number() });

/**
 * What the server pushes after each commit (through the realtime socket once it is wired): who
 * gets it is the `push` audience (the member, the guest, or the brand's operators).
 */
export const chatEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat.message'), conversationId: z.number(), message: chatMessage }),
  z.object({
    type: z.literal('chat.typing'),
    conversationId: z.number(),
    side: z.enum(['customer', 'operator']),
  }),
  z.object({
    type: z.literal('chat.read'),
    conversationId: z.number(),
    side: z.enum(['customer', 'operator']),
    upToId: z.number(),
  }),
  z.object({ type: z.literal('chat.closed'), conversationId: z.number() }),
]);
export type ChatEvent = z.infer<typeof chatEvent>;
