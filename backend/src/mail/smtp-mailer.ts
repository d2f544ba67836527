import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Sends through any SMTP server given as smtp(s)://user:pass@host:port. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: async () => transport.close(),
  };
}
