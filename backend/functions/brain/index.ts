import { aiRateLimit } from '../_shared/ai-rate-limit';
import { createFunctionApp, serveFunction } from '../_shared/function-app';
import { signedIn } from '../_shared/signed-in';
import { askQuestion } from './ask-question';
import { brainHealth } from './brain-health';
import { createChat } from './create-chat';

const SIGN_IN_MESSAGE = 'Authentication required - Please sign in to use Brain Chat';

const app = createFunctionApp(
  'brain',
  (path) => `No brain endpoint at ${path}. Use chat, chat/{chat_id}/question or health`,
);

app.post('/chat', signedIn(SIGN_IN_MESSAGE), (c) => createChat(c.req.raw, c.var.user));
app.post('/chat/:chatId/question', signedIn(SIGN_IN_MESSAGE), aiRateLimit, (c) =>
  askQuestion(c.req.raw, c.var.user, c.req.param('chatId'), c.var.takeAiRateLimit),
);
app.on(['GET', 'HEAD'], '/health', () => brainHealth());

/** /functions/v1/brain/*: chats with the specialised assistants, grounded in their knowledge. */
export default serveFunction(app);
