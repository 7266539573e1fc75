import { z } from 'zod';
import { SUPPORT_CHAT_API as P } from '../paths';
import { route } from '../route';
import {
  chatConversation,
  chatConversationParams,
  chatHistory,
  chatHistoryQuery,
  chatImageParams,
  chatLaunchBody,
  chatLaunchResult,
  chatPresence,
  chatReadBody,
  chatSendBody,
  chatSendResult,
  operatorChatList,
  operatorChatListQuery,
  operatorChatTakeBody,
} from '../support-chat';

/**
 * Live support chat. The member and guest calls take the member's session token, or a guest chat
 * token (from chatLaunch), in the same `token` header; the operator calls the operator session.
 */
export const supportChatRoutes = {
  /** Spec §7 "chat launch" (Other calls): opens (or returns) the caller's conversation. */
  chatLaunch: route({ method: 'POST', path: P.launch, body: chatLaunchBody, response: chatLaunchResult }),
  chatHistory: route({ method: 'GET', path: P.messages, query: chatHistoryQuery, response: chatHistory }),
  chatSend: route({ method: 'POST', path: P.messages, body: chatSendBody, response: chatSendResult }),
  chatTyping: route({ method: 'POST', path: P.typing, response: z.null() }),
  chatRead: route({ method: 'POST', path: P.read, body: chatReadBody, response: z.null() }),
  /** A chat image: answers the bytes, not the envelope (member, guest or operator of the conversation). */
  chatImage: route({
    method: 'GET',
    path: P.image,
    params: chatImageParams,
    response: z.any().describe('The image bytes'),
  }),
  operatorChatPresence: route({ method: 'POST', path: P.opPresence, response: chatPresence, permission: 'support' }),
  operatorChatList: route({
    method: 'GET',
    path: P.opConversations,
    query: operatorChatListQuery,
    response: operatorChatList,
    permission: 'support',
  }),
  operatorChatTake: route({
    method: 'POST',
    path: P.opTake,
    params: chatConversationParams,
    body: operatorChatTakeBody,
    response: chatConversation,
    permission: 'support',
  }),
  operatorChatHistory: route({
    method: 'GET',
    path: P.opMessages,
    params: chatConversationParams,
    query: chatHistoryQuery,
    response: chatHistory,
    permission: 'support',
  }),
  operatorChatSend: route({
    method: 'POST',
    path: P.opMessages,
    params: chatConversationParams,
    body: chatSendBody,
    response: chatSendResult,
    permission: 'support',
  }),
  operatorChatTyping: route({
    method: 'POST',
    path: P.opTyping,
    params: chatConversationParams,
    response: z.null(),
    permission: 'support',
  }),
  operatorChatRead: route({
    method: 'POST',
    path: P.opRead,
    params: chatConversationParams,
    body: chatReadBody,
    response: z.null(),
    permission: 'support',
  }),
  operatorChatClose: route({
    method: 'POST',
    path: P.opClose,
    params: chatConversationParams,
    response: chatConversation,
    permission: 'support',
  }),
};
