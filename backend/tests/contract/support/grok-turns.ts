import { joinDeltas, readEvents } from './ai-stack';
import { withDatabase } from './clients';

/** The first event of a stored turn: the conversation and both messages. */
export interface Turn {
  conversation_id: string;
  user_message_id: string;
  assistant_message_id: string;
}

/** A row of public.grok_messages, as a superuser reads it. */
export interface MessageRow {
  id: string;
  conversation_id: string;
  parent_id: string | null;
  user_id: string;
  role: string;
  content: { type: string; text?: string }[];
  reasoning: string | null;
  model: string;
  status: string;
  error: string | null;
  usage: { prompt_tokens?: number; completion_tokens?: number } | null;
  stop_requested_at: Date | null;
  claim_checks: unknown;
  /** A brain's knowledge excerpts the answer could cite. */
  sources: { ref: number; title: string }[] | null;
  updated_at: Date;
}

/** POST grok/conversations/messages on the stack at `url`, streamed, with grok-3-mini. */
export const sendTurn = (
  url: string,
  token: string,
  body: Record<string, unknown>,
  init: RequestInit = {},
) =>
  fetch(`${url}/functions/v1/grok/conversations/messages`, {
    method: 'POST',
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'grok-3-mini', stream: true, ...body }),
  });

/** POST grok/messages/{id}/stop on the stack at `url`. */
export const stopAnswer = (url: string, token: string, id: string) =>
  fetch(`${url}/functions/v1/grok/messages/${id}/stop`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });

/** Reads events until `until` is satisfied; the reader stays open for the rest. */
export async function readUntil(
  res: Response,
  until: (events: string[]) => boolean,
): Promise<{ events: string[]; reader: ReadableStreamDefaultReader<Uint8Array> }> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  let buffer = '';
  while (!until(events)) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let at: number;
    while ((at = buffer.indexOf('\n\n')) !== -1) {
      const data = buffer
        .slice(0, at)
        .split('\n')
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      buffer = buffer.slice(at + 2);
      if (data) events.push(data);
    }
  }
  return { events, reader };
}

export const turnOf = (events: string[]) => JSON.parse(events[0]!) as Turn & { object: string };
export const contentEvents = (events: string[]) => joinDeltas(events.slice(1));

export const message = (id: string) =>
  withDatabase(
    async (db) =>
      (await db.query<MessageRow>('select * from public.grok_messages where id = $1', [id]))
        .rows[0],
  );

export const conversationMessages = (conversationId: string) =>
  withDatabase(
    async (db) =>
      (
        await db.query<MessageRow>(
          'select * from public.grok_messages where conversation_id = $1 order by created_at',
          [conversationId],
        )
      ).rows,
  );

/** The message once it no longer streams. */
export async function settled(id: string, timeoutMs = 10_000): Promise<MessageRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await message(id);
    if (row && row.status !== 'streaming') return row;
    if (Date.now() > until)
      throw new Error(`message ${id} still streaming: ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const textOf = (row: MessageRow) => row.content.map((p) => p.text ?? '').join('');

/** One complete exchange on the stack at `url`, to build on. */
export async function exchange(
  url: string,
  token: string,
  content: string,
  extra: Record<string, unknown> = {},
): Promise<Turn> {
  const res = await sendTurn(url, token, { content, ...extra });
  if (res.status !== 200)
    throw new Error(`the turn was refused: ${res.status} ${await res.text()}`);
  const turn = turnOf(await readEvents(res));
  const answer = await settled(turn.assistant_message_id);
  if (answer.status !== 'complete') throw new Error(`the answer ${answer.status}: ${answer.error}`);
  return turn;
}
