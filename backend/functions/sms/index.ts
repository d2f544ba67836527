import { createFunctionApp, serveFunction } from '../_shared/function-app';
import { signedIn } from '../_shared/signed-in';
import { sendPhoneCode, verifyPhoneCode } from './phone-codes';

const SIGN_IN_MESSAGE = 'Sign in to verify a phone number';

const app = createFunctionApp('sms', () => 'Use POST sms/send or POST sms/verify');

// How many codes a user may ask for is the database's rule (create_phone_auth_code), not a route's.
app.post('/send', signedIn(SIGN_IN_MESSAGE), (c) => sendPhoneCode(c.req.raw, c.var.user));
app.post('/verify', signedIn(SIGN_IN_MESSAGE), (c) => verifyPhoneCode(c.req.raw, c.var.user));

/**
 * Phone verification (product §5, §7): the signed-in user is texted a code for a number, then
 * confirms it. Sending happens here, so the SMS provider's secrets stay on the server.
 */
export default serveFunction(app);
