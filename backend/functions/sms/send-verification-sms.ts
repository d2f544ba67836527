import { serviceDataApi } from '../_shared/data-api';
import { smsProviderFromEnv, type SmsResult } from './sms-provider';

/**
 * Texts a verification code: through the configured provider, else into the local stack's dev
 * outbox (/_dev/sms). In production, or where no outbox exists, no provider means no SMS.
 */
export async function sendVerificationSms(
  to: string,
  code: string,
  opts: { env: (name: string) => string | undefined; production: boolean },
): Promise<SmsResult> {
  const body = `Your Astro App verification code is ${code}. It is valid for 10 minutes. Never share it.`;
  const provider = smsProviderFromEnv(opts.env);
  if (provider) return provider.send(to, body);
  if (opts.production) return { sent: false, error: 'No SMS provider is configured' };
  const stored = await serviceDataApi().rpc<boolean>('dev_sms_store', { to_phone: to, body });
  if (!stored.ok) return { sent: false, error: `Dev outbox: ${stored.message}` };
  return stored.data ? { sent: true } : { sent: false, error: 'No SMS provider is configured' };
}
