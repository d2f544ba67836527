import { z } from 'zod';
import type { SignedInUser } from '../_shared/auth-user';
import { serviceDataApi } from '../_shared/data-api';
import { readEnv } from '../_shared/env';
import { errorJson, json, readJsonObject } from '../_shared/http';
import { logError } from '../_shared/log';
import { sendVerificationSms } from './send-verification-sms';

/** product §9: a phone code is valid for 10 minutes (enforced by create_phone_auth_code). */
const CODE_LIFETIME_SECONDS = 600;

const phoneNumber = z
  .string({ error: 'phone_number is required' })
  .transform((value) => value.trim().replace(/[\s().-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\+[1-9][0-9]{6,14}$/, 'Enter the number in international format, e.g. +14155550123'),
  );

const sendShape = z.object({ phone_number: phoneNumber });
const verifyShape = z.object({
  phone_number: phoneNumber,
  code: z.string({ error: 'code is required' }).trim().max(16, 'Invalid verification code'),
});

/** Maps the database's refusals (raised by the phone-code functions) to answers a person reads. */
function fromRpcFailure(status: number, message: string): Response {
  if (/too many verification codes/i.test(message))
    return errorJson(429, 'too_many_codes', message);
  if (status === 400) return errorJson(400, 'invalid_request', message);
  if (status === 409) return errorJson(409, 'phone_in_use', message);
  logError(`sms: data API failed (${status}): ${message}`);
  return errorJson(502, 'data_api_error', 'Phone verification is unavailable right now');
}

/** POST sms/send {phone_number}: texts the user a 6-digit code for that number. */
export async function sendPhoneCode(req: Request, user: SignedInUser): Promise<Response> {
  const body = await readJsonObject(req);
  if (!body.ok) return body.response;
  const parsed = sendShape.safeParse(body.value);
  if (!parsed.success) return errorJson(400, 'invalid_request', parsed.error.issues[0]!.message);
  const issued = await serviceDataApi().rpc<unknown>('issue_phone_code', {
    user_id: user.id,
    phone_number: parsed.data.phone_number,
  });
  if (!issued.ok) return fromRpcFailure(issued.status, issued.message);
  const code = z
    .string()
    .regex(/^[0-9]{6}$/)
    .safeParse(issued.data);
  if (!code.success)
    return errorJson(502, 'data_api_error', 'The database answered in an unexpected shape');
  const sent = await sendVerificationSms(parsed.data.phone_number, code.data, {
    env: readEnv,
    production: readEnv('NODE_ENV') === 'production' || readEnv('APP_ENV') === 'production',
  });
  if (!sent.sent) {
    logError(`sms: verification text not sent: ${sent.error}`);
    return errorJson(502, 'sms_send_failed', 'Failed to send SMS');
  }
  return json({
    sent: true,
    phone_number: parsed.data.phone_number,
    expires_in: CODE_LIFETIME_SECONDS,
  });
}

/**
 * POST sms/verify {phone_number, code}: checks the code and, when right, makes the number the
 * account's confirmed phone.
 */
export async function verifyPhoneCode(req: Request, user: SignedInUser): Promise<Response> {
  const body = await readJsonObject(req);
  if (!body.ok) return body.response;
  const parsed = verifyShape.safeParse(body.value);
  if (!parsed.success) return errorJson(400, 'invalid_request', parsed.error.issues[0]!.message);
  const checked = await serviceDataApi().rpc<unknown>('confirm_phone_code', {
    user_id: user.id,
    phone_number: parsed.data.phone_number,
    submitted_code: parsed.data.code,
  });
  if (!checked.ok) return fromRpcFailure(checked.status, checked.message);
  if (checked.data !== true) return errorJson(400, 'invalid_code', 'Invalid verification code');
  return json({ verified: true, phone_number: parsed.data.phone_number });
}
