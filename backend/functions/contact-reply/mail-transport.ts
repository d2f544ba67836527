import { readEnv } from '../_shared/env';
import { serviceDataApi } from '../_shared/data-api';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What happened to one mail: delivered, or not (with a reason worth keeping for a retry). */
export type DeliveryResult = { delivered: true } | { delivered: false; error: string };

export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<DeliveryResult>;
}

const DEFAULT_FROM = 'Astro App <no-reply@astro-app.example>';

/** Any SMTP server, configured exactly as the stack's own mailer is (SMTP_URL, SMTP_FROM). */
export function smtpTransport(smtpUrl: string, from = DEFAULT_FROM): MailTransport {
  return {
    name: 'smtp',
    async send(mail) {
      try {
        // Loaded only when SMTP is configured, so the dev-mailbox path needs no mail library.
        const { default: nodemailer } = await import('nodemailer');
        const transport = nodemailer.createTransport(smtpUrl);
        try {
          await transport.sendMail({ from, ...mail });
        } finally {
          transport.close();
        }
        return { delivered: true };
      } catch (error) {
        return {
          delivered: false,
          error: `SMTP: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
    },
  };
}

/**
 * The local stack's dev mailbox (readable at /_dev/mail). Where it does not exist, e.g. on a
 * hosted project without SMTP_URL, the mail is reported undelivered and stays in the outbox.
 */
export function devMailboxTransport(): MailTransport {
  return {
    name: 'dev-mailbox',
    async send(mail) {
      const stored = await serviceDataApi().rpc<boolean>('dev_mailbox_store', {
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
      });
      if (!stored.ok) return { delivered: false, error: `Dev mailbox: ${stored.message}` };
      return stored.data
        ? { delivered: true }
        : { delivered: false, error: 'No mail transport is configured: set SMTP_URL' };
    },
  };
}

/** The same choice the stack makes for its own mail: SMTP when configured, else the dev mailbox. */
export function mailTransportFromEnv(): MailTransport {
  const smtpUrl = readEnv('SMTP_URL');
  return smtpUrl
    ? smtpTransport(smtpUrl, readEnv('SMTP_FROM') || DEFAULT_FROM)
    : devMailboxTransport();
}
