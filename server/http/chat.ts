import { ChatConversationQuery, ChatMessageBody, CHAT_MAX_SHOPPER_MESSAGES } from '../../contract/chat';
import { getConversation, postMessage } from '../services/content/chat';
import type { Area } from './areas';
import { conflict, notFound, parse } from './errors';

/**
 * The help chat's endpoint (spec §1, §2 Links "#chat"): the shopper's message in, the whole conversation
 * out. No bearer: the conversation id, a random UUID, is the shopper's handle on it.
 */
export const chatArea: Area = (context) => async (app) => {
  const { db } = context.database;

  app.post('/chat/messages', async (request) => {
    const body = parse(ChatMessageBody, request.body, 'body');
    const outcome = await postMessage(db, request.site, body, context.now());
    if (outcome.type === 'notFound') throw notFound('Conversation not found');
    if (outcome.type === 'full') throw conflict(`This conversation has reached ${CHAT_MAX_SHOPPER_MESSAGES} messages; start a new one`);
    return outcome.conversation;
  });

  app.get('/chat/messages', async (request) => {
    const { conversationId } = parse(ChatConversationQuery, request.query, 'query');
    const conversation = await getConversation(db, request.site, conversationId);
    if (!conversation) throw notFound('Conversation not found');
    return conversation;
  });
};
