import { authenticate } from '../_shared/auth-user';
import { corsPreflight, errorJson, methodNotAllowed, pathWithinFunction } from '../_shared/http';
import { askQuestion } from './ask-question';
import { brainHealth } from './brain-health';
import { createChat } from './create-chat';

const SIGN_IN_MESSAGE = 'Authentication required - Please sign in to use Brain Chat';

/** /functions/v1/brain/*: chats with the specialised assistants, grounded in their knowledge. */
export default async function brain(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return corsPreflight();
  const path = pathWithinFunction(req, 'brain');

  if (path === '/health') {
    return req.method === 'GET' || req.method === 'HEAD'
      ? brainHealth()
      : methodNotAllowed('GET, HEAD');
  }
  const question = /^\/chat\/([^/]+)\/question$/.exec(path);
  if (path !== '/chat' && !question) {
    return errorJson(
      404,
      'not_found',
      `No brain endpoint at ${path}. Use chat, chat/{chat_id}/question or health`,
    );
  }
  if (req.method !== 'POST') return methodNotAllowed('POST');
  const auth = await authenticate(req, SIGN_IN_MESSAGE);
  if (!auth.ok) return auth.response;
  return question ? askQuestion(req, auth.user, question[1]!) : createChat(req, auth.user);
}
