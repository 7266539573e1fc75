import {
  type ChatHistoryQuery,
  type ChatLaunchBody,
  type ChatSendBody,
  fillPath,
  type OperatorChatListQuery,
  ROUTES,
} from '@platform/contracts';
import i18n from 'i18next';
import { ApiError, call, getToken } from './client';

/**
 * Live support chat calls. The member's calls carry the session as every call does; a guest's and
 * the operator console's carry their own token (`as`), which the client keeps over the session's.
 */
const auth = (token: string | null | undefined) => (token ? { headers: { token } } : {});

export const chatKeys = {
  history: (who: string) => ['support-chat', 'history', who] as const,
  opList: ['support-chat', 'ops', 'list'] as const,
  opHistory: (id: number) => ['support-chat', 'ops', 'history', id] as const,
};

export const chatLaunch = (body: ChatLaunchBody, as?: string | null) => call(ROUTES.chatLaunch, { body, ...auth(as) });
export const chatHistory = (query: ChatHistoryQuery, as?: string | null) =>
  call(ROUTES.chatHistory, { query, ...auth(as) });
export const chatSend = (body: ChatSendBody, as?: string | null) => call(ROUTES.chatSend, { body, ...auth(as) });
export const chatTyping = (as?: string | null) => call(ROUTES.chatTyping, { ...auth(as) });
export const chatRead = (upToId: number, as?: string | null) =>
  call(ROUTES.chatRead, { body: { upToId }, ...auth(as) });

export const operatorLogout = (as: string) => call(ROUTES.operatorLogout, auth(as));
export const opPresence = (as: string) => call(ROUTES.operatorChatPresence, auth(as));
export const opList = (query: OperatorChatListQuery, as: string) =>
  call(ROUTES.operatorChatList, { query, ...auth(as) });
export const opTake = (id: number, as: string) =>
  call(ROUTES.operatorChatTake, { params: { id }, body: {}, ...auth(as) });
export const opHistory = (id: number, query: ChatHistoryQuery, as: string) =>
  call(ROUTES.operatorChatHistory, { params: { id }, query, ...auth(as) });
export const opSend = (id: number, body: ChatSendBody, as: string) =>
  call(ROUTES.operatorChatSend, { params: { id }, body, ...auth(as) });
export const opTyping = (id: number, as: string) => call(ROUTES.operatorChatTyping, { params: { id }, ...auth(as) });
export const opRead = (id: number, upToId: number, as: string) =>
  call(ROUTES.operatorChatRead, { params: { id }, body: { upToId }, ...auth(as) });
export const opClose = (id: number, as: string) => call(ROUTES.operatorChatClose, { params: { id }, ...auth(as) });

/**
 * A chat image as an object URL: the image call answers bytes behind a token, which an <img src>
 * cannot send. The caller revokes the URL when done.
 */
export async function chatImageUrl(id: string, as: string | null): Promise<string> {
  const headers: Record<string, string> = { 'accept-language': i18n.language || 'bn' };
  const token = as ?? getToken();
  if (token) headers.token = token;
  const res = await fetch(fillPath(ROUTES.chatImage.path, { id }), { headers });
  if (!res.ok) throw new ApiError(i18n.t('errors.unknown'), 'UNKNOWN', res.status);
  return URL.createObjectURL(await res.blob());
}
