import { beginAiRequest } from '../_shared/ai-request';
import { corsPreflight, errorJson, methodNotAllowed, pathWithinFunction } from '../_shared/http';
import { startAnswerSweep } from './answer-sweep';
import { chatCompletions } from './chat-completions';
import { postConversationMessage } from './conversation-messages';
import { imageGenerations } from './image-generations';
import { listModels } from './list-models';
import { stopMessage } from './stop-message';

interface Route {
  method: string;
  handle: typeof chatCompletions;
  /**
   * When the account check is awaited: 'first', before the handler; 'alongside' the handler,
   * whose answer is dropped if the account is refused (the chat, where the added latency is
   * felt on every message); 'by-handler', which awaits it itself (stored conversations, which
   * store the question meanwhile but ask the provider only after it). Image generations cost too
   * much to start for an account that may be refused.
   */
  accountCheck: 'first' | 'alongside' | 'by-handler';
}

const ROUTES: Record<string, Route> = {
  '/chat/completions': { method: 'POST', handle: chatCompletions, accountCheck: 'alongside' },
  '/models': { method: 'GET', handle: listModels, accountCheck: 'first' },
  '/images/generations': { method: 'POST', handle: imageGenerations, accountCheck: 'first' },
  '/conversations/messages': {
    method: 'POST',
    handle: postConversationMessage,
    accountCheck: 'by-handler',
  },
};

const STOP_ROUTE = /^\/messages\/([^/]+)\/stop$/;

// When the instance starts (the first request on Supabase, the stack's start here), and then
// every minute: answers left streaming by an instance that stopped are marked failed.
startAnswerSweep();

/**
 * /functions/v1/grok/*: an OpenAI-compatible gateway to xAI for signed-in users. The provider
 * key stays on the server (or is the user's own, for one request).
 */
export default async function grok(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return corsPreflight();
  const path = pathWithinFunction(req, 'grok');
  const route = ROUTES[path];
  if (!route) {
    const stop = STOP_ROUTE.exec(path);
    if (stop) return req.method === 'POST' ? stopMessage(req, stop[1]!) : methodNotAllowed('POST');
    return errorJson(
      404,
      'not_found',
      `No AI endpoint at ${path}. Use chat/completions, models, images/generations, conversations/messages or messages/{id}/stop`,
    );
  }
  if (req.method !== route.method) return methodNotAllowed(route.method);
  const begun = await beginAiRequest(req);
  if (!begun.ok) return begun.response;
  if (route.accountCheck === 'by-handler') return route.handle(req, begun.ctx);
  if (route.accountCheck === 'first') {
    const refusal = await begun.ctx.accountRefusal;
    return refusal ?? route.handle(req, begun.ctx);
  }
  const [response, refusal] = await Promise.all([
    route.handle(req, begun.ctx),
    begun.ctx.accountRefusal,
  ]);
  if (refusal) {
    // Nothing of the answer has been read: cancelling its body ends the provider call.
    await response.body?.cancel().catch(() => undefined);
    return refusal;
  }
  return response;
}
