import { aiRateLimit } from '../_shared/ai-rate-limit';
import { aiRequest } from '../_shared/ai-request';
import { createFunctionApp, serveFunction } from '../_shared/function-app';
import { signedIn } from '../_shared/signed-in';
import { startAnswerSweep } from './answer-sweep';
import { chatCompletions } from './chat-completions';
import { postConversationMessage } from './conversation-messages';
import { imageGenerations } from './image-generations';
import { listModels } from './list-models';
import { stopMessage } from './stop-message';

const app = createFunctionApp(
  'grok',
  (path) =>
    `No AI endpoint at ${path}. Use chat/completions, models, images/generations, conversations/messages or messages/{id}/stop`,
);

// The account check's timing per route is explained on `AccountCheck` (_shared/ai-request.ts).
app.post('/chat/completions', aiRequest({ accountCheck: 'alongside' }), aiRateLimit, (c) =>
  chatCompletions(c.req.raw, c.var.ai, c.var.takeAiRateLimit),
);
app.get('/models', aiRequest({ accountCheck: 'first' }), (c) => listModels(c.req.raw, c.var.ai));
app.post('/images/generations', aiRequest({ accountCheck: 'first' }), aiRateLimit, (c) =>
  imageGenerations(c.req.raw, c.var.ai, c.var.takeAiRateLimit),
);
app.post('/conversations/messages', aiRequest({ accountCheck: 'by-handler' }), aiRateLimit, (c) =>
  postConversationMessage(c.req.raw, c.var.ai, c.var.takeAiRateLimit),
);
app.post('/messages/:id/stop', signedIn(), (c) => stopMessage(c.var.user, c.req.param('id')));

// When the instance starts (the first request on Supabase, the stack's start here), and then
// every minute: answers left streaming by an instance that stopped are marked failed.
startAnswerSweep();

/**
 * /functions/v1/grok/*: an OpenAI-compatible gateway to xAI for signed-in users. The provider
 * key stays on the server (or is the user's own, for one request).
 */
export default serveFunction(app);
