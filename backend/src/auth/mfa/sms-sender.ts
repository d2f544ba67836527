import type { Pool } from 'pg';
import { smsProviderFromEnv, type SmsResult } from '../../../functions/sms/sms-provider';

export interface SmsSender {
  send(to: string, body: string): Promise<SmsResult>;
}

/**
 * The auth service's text messages (phone factor codes) take the same way as the sms function's:
 * the Twilio-compatible provider when configured, otherwise the local outbox at /_dev/sms, which
 * production never uses.
 */
export function createSmsSender(
  pool: Pool,
  opts: { production: boolean; env?: (name: string) => string | undefined },
): SmsSender {
  const env = opts.env ?? ((name: string) => process.env[name]);
  return {
    async send(to, body) {
      const provider = smsProviderFromEnv(env);
      if (provider) return provider.send(to, body);
      if (opts.production) return { sent: false, error: 'No SMS provider is configured' };
      await pool.query('insert into stack_dev.sms (to_phone, body) values ($1, $2)', [to, body]);
      return { sent: true };
    },
  };
}
