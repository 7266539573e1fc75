import {
  feedbackBody,
  feedbackItem,
  feedbackPage,
  feedbackParams,
  feedbackQuery,
  feedbackReplyBody,
  operatorFeedbackItem,
  operatorFeedbackPage,
  operatorFeedbackQuery,
} from '../feedback';
import {
  messageItem,
  messageParams,
  messageReadBody,
  messagesPage,
  messagesQuery,
  sendMessageBody,
  sendMessageResult,
  sentMessagesPage,
  unreadCountResult,
} from '../messages';
import { FEEDBACK_API, MESSAGES_API } from '../paths';
import { route } from '../route';

/** Platform messages (member inbox, operator sends) and feedback (member sends, operator replies). */
export const messagesRoutes = {
  CSP_unreadCount: route({ method: 'GET', path: MESSAGES_API.CSP_unreadCount, response: unreadCountResult }),
  messages: route({ method: 'GET', path: MESSAGES_API.list, query: messagesQuery, response: messagesPage }),
  message: route({ method: 'GET', path: MESSAGES_API.one, params: messageParams, response: messageItem }),
  messageRead: route({
    method: 'PUT',
    path: MESSAGES_API.read,
    params: messageParams,
    body: messageReadBody,
    response: unreadCountResult,
  }),
  messageDelete: route({
    method: 'DELETE',
    path: MESSAGES_API.one,
    params: messageParams,
    response: unreadCountResult,
  }),
  messagesReadAll: route({ method: 'POST', path: MESSAGES_API.readAll, response: unreadCountResult }),
  operatorMessageSend: route({
    method: 'POST',
    path: MESSAGES_API.operatorSend,
    body: sendMessageBody,
    response: sendMessageResult,
    permission: 'messages',
  }),
  operatorMessages: route({
    method: 'GET',
    path: MESSAGES_API.operatorSend,
    query: messagesQuery,
    response: sentMessagesPage,
    permission: 'messages',
  }),
  feedback: route({ method: 'PUT', path: FEEDBACK_API.feedback, body: feedbackBody, response: feedbackItem }),
  myFeedback: route({ method: 'GET', path: FEEDBACK_API.feedback, query: feedbackQuery, response: feedbackPage }),
  operatorFeedback: route({
    method: 'GET',
    path: FEEDBACK_API.operatorList,
    query: operatorFeedbackQuery,
    response: operatorFeedbackPage,
    permission: 'support',
  }),
  operatorFeedbackReply: route({
    method: 'POST',
    path: FEEDBACK_API.operatorReply,
    params: feedbackParams,
    body: feedbackReplyBody,
    response: operatorFeedbackItem,
    permission: 'support',
  }),
};
