export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Absolute http(s) URLs in a mail, in order and without duplicates (for the dev mailbox). */
export function extractLinks(text: string, html: string): string[] {
  const found = new Set<string>();
  const decode = (s: string) => s.replace(/&amp;/g, '&');
  for (const match of html.matchAll(/href="(https?:\/\/[^"]+)"/g)) found.add(decode(match[1]!));
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) found.add(match[0]);
  return [...found];
}
