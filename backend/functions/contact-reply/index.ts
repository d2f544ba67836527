import { createFunctionApp, serveFunction } from '../_shared/function-app';
import { signedIn } from '../_shared/signed-in';
import { respondToMessage } from './respond-to-message';

const app = createFunctionApp(
  'contact-reply',
  (path) => `No contact-reply endpoint at ${path}. Use POST contact-reply`,
);

// Any signed-in user gets through: whether they are staff allowed to answer this message (admin,
// or the support member it is assigned to) is decided by the database, in the same transaction
// that saves the answer, so no role is checked here.
app.post('/', signedIn('Sign in as support staff to respond to messages'), (c) =>
  respondToMessage(c.req.raw, c.var.user),
);

/** /functions/v1/contact-reply: staff answer contact messages, and the sender is mailed. */
export default serveFunction(app);
