/**
 * Text messages through a Twilio-compatible HTTP API (Twilio itself, or any service speaking its
 * Messages endpoint). Web-standard fetch only, so the same file runs on Node and Deno.
 */

export type SmsResult = { sent: true } | { sent: false; error: string };

export interface SmsProvider {
  send(to: string, body: string): Promise<SmsResult>;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A sender number in E.164 form, or a messaging service id (MG…). */
  from: string;
  baseUrl: string;
}

const SETTINGS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

export function twilioProvider(settings: TwilioSettings, timeoutMs = 10_000): SmsProvider {
  const endpoint = `${settings.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${btoa(`${settings.accountSid}:${settings.authToken}`)}`;
  return {
    async send(to, body) {
      const form = new URLSearchParams({ To: to, Body: body });
      form.set(
        /^MG[0-9a-f]{32}$/i.test(settings.from) ? 'MessagingServiceSid' : 'From',
        settings.from,
      );
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: {
            Authorization: authorization,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (res.ok) {
          await res.body?.cancel();
          return { sent: true };
        }
        const detail = await res.text().catch(() => '');
        return { sent: false, error: `provider answered ${res.status}: ${detail.slice(0, 300)}` };
      } catch (error) {
        return {
          sent: false,
          error: `provider unreachable: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
    },
  };
}

/**
 * The provider configured by TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM (and optionally
 * TWILIO_API_URL), or null when none of them is set. A partial configuration is a provider that
 * always fails, so a typo never silently routes codes somewhere else.
 */
export function smsProviderFromEnv(env: (name: string) => string | undefined): SmsProvider | null {
  const values = SETTINGS.map((name) => env(name)?.trim() ?? '');
  if (values.every((v) => v === '')) return null;
  const missing = SETTINGS.filter((_, i) => values[i] === '');
  if (missing.length > 0) {
    return {
      send: async () => ({
        sent: false,
        error: `SMS provider settings missing: ${missing.join(', ')}`,
      }),
    };
  }
  const [accountSid, authToken, from] = values as [string, string, string];
  return twilioProvider({
    accountSid,
    authToken,
    from,
    baseUrl: env('TWILIO_API_URL')?.trim() || 'https://api.twilio.com',
  });
}
