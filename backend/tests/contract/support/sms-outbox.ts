import { stack } from './clients';

export interface OutboxSms {
  id: number;
  to: string;
  body: string;
  code: string | null;
}

/** A number nobody else in the suite uses (tests share one database). */
export const uniquePhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** All texts to a number in the dev outbox, newest first. */
export async function smsTo(to: string): Promise<OutboxSms[]> {
  const res = await fetch(`${stack.url}/_dev/sms?to=${encodeURIComponent(to)}`);
  return (await res.json()) as OutboxSms[];
}

/** Waits for a text to a number newer than `afterId`. */
export async function latestSms(to: string, afterId = 0): Promise<OutboxSms> {
  for (let i = 0; i < 50; i++) {
    const fresh = (await smsTo(to)).find((m) => m.id > afterId);
    if (fresh) return fresh;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS arrived for ${to}`);
}

/** Lets work done after an answer finish, before checking that it sent nothing. */
export const settle = () => new Promise((r) => setTimeout(r, 600));
