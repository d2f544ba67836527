import { beginAiRequest } from '../_shared/ai-request';
import { corsPreflight, errorJson, methodNotAllowed, pathWithinFunction } from '../_shared/http';
import { chatCompletions } from './chat-completions';
import { imageGenerations } from './image-generations';
import { listModels } from './list-models';

const ROUTES: Record<string, { method: string; handle: typeof chatCompletions }> = {
  '/chat/completions': { method: 'POST', handle: chatCompletions },
  '/models': { method: 'GET', handle: listModels },
  '/images/generations': { method: 'POST', handle: imageGenerations },
};

/**
 * /functions/v1/grok/*: an OpenAI-compatible gateway to xAI for signed-in users. The provider
 * key stays on the server (or is the user's own, for one request).
 */
export default async function grok(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return corsPreflight();
  const path = pathWithinFunction(req, 'grok');
  const route = ROUTES[path];
  if (!route) {
    return errorJson(
      404,
      'not_found',
      `No AI endpoint at ${path}. Use chat/completions, models or images/generations`,
    );
  }
  if (req.method !== route.method) return methodNotAllowed(route.method);
  const begun = await beginAiRequest(req);
  if (!begun.ok) return begun.response;
  return route.handle(req, begun.ctx);
}
