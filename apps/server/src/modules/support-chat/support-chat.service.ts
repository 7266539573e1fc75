import { chatConsole } from './support-chat.console';
import { chatConversation, type SupportChatDeps } from './support-chat.conversation';
import { chatCustomer } from './support-chat.customer';

export type {
  ChatAudience,
  ChatAuthor,
  ChatPush,
  SupportChatDeps,
  ToFeedback,
} from './support-chat.conversation';
export type { Party } from './support-chat.store';

/**
 * Live support chat: members and guests talk with the brand's operators. Every write commits, then
 * `push` delivers the event (never before commit, so a socket never shows what a rollback undid).
 * While no operator has the console open (no heartbeat within a minute), a customer's message is
 * kept as an offline message and handed to `toFeedback`; without it, it stays `offline` here.
 * The customer's side (support-chat.customer) and the console's (support-chat.console) share one
 * conversation kit (support-chat.conversation).
 */
export function supportChatService(deps: SupportChatDeps) {
  const kit = chatConversation(deps);
  return { ...chatCustomer(deps, kit), isOnline: kit.isOnline, ...chatConsole(deps, kit) };
}
export type SupportChatService = ReturnType<typeof supportChatService>;
