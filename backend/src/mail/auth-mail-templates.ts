import type { MailMessage } from './mailer';

export type AuthMailKind = 'signup' | 'magiclink' | 'recovery' | 'email_change';

const COPY: Record<
  AuthMailKind,
  { subject: string; lead: string; action: string; validity: (lifetime: string) => string }
> = {
  signup: {
    subject: 'Confirm your e-mail address',
    lead: 'Welcome! Confirm your e-mail address to finish creating your account.',
    action: 'Confirm my e-mail',
    validity: (lifetime) => `This link is valid for ${lifetime}.`,
  },
  magiclink: {
    subject: 'Your sign-in link',
    lead: 'Use this link to sign in. If you did not ask for it, you can ignore this e-mail.',
    action: 'Sign in',
    validity: (lifetime) => `This link is valid for ${lifetime} and can be used once.`,
  },
  recovery: {
    subject: 'Reset your password',
    lead: 'Someone asked to reset the password of your account. If it was you, follow the link to choose a new one.',
    action: 'Reset my password',
    validity: (lifetime) => `This link is valid for ${lifetime} and can be used once.`,
  },
  email_change: {
    subject: 'Confirm your new e-mail address',
    lead: 'Confirm that this is the new e-mail address for your account.',
    action: 'Confirm new e-mail',
    validity: (lifetime) => `This link is valid for ${lifetime}.`,
  },
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "1 hour", "10 minutes", "90 seconds": the largest unit that divides the lifetime. */
function describeLifetime(seconds: number): string {
  const [size, unit] =
    seconds % 3600 === 0
      ? [seconds / 3600, 'hour']
      : seconds % 60 === 0
        ? [seconds / 60, 'minute']
        : [seconds, 'second'];
  return `${size} ${unit}${size === 1 ? '' : 's'}`;
}

export function authMail(
  kind: AuthMailKind,
  to: string,
  link: string,
  code: string,
  lifetimeSeconds: number,
): MailMessage {
  const copy = { ...COPY[kind], validity: COPY[kind].validity(describeLifetime(lifetimeSeconds)) };
  const text = `${copy.lead}\n\n${copy.action}: ${link}\n\nOr enter this code: ${code}\n\n${copy.validity}\n`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(copy.lead)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>
<p>Or enter this code: <strong>${code}</strong></p>
<p style="color:#666">${escapeHtml(copy.validity)}</p>
</body></html>`;
  return { to, subject: copy.subject, text, html };
}
