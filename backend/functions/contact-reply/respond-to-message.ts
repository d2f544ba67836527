import { z } from 'zod';
import type { SignedInUser } from '../_shared/auth-user';
import { dataApiAs, serviceDataApi } from '../_shared/data-api';
import { errorJson, json, readJsonObject, type FunctionErrorCode } from '../_shared/http';
import { mailTransportFromEnv } from './mail-transport';
import { deliverPendingMail, type OutboxStatus } from './outbox-sender';

const requestShape = z.object({
  message_id: z.uuid({ error: 'message_id must be the id of a contact message' }),
  response: z
    .string({ error: 'response must be text' })
    .refine((text) => text.trim().length > 0, { error: 'A response needs some text' })
    .refine((text) => text.trim().length <= 5000, {
      error: 'A response can be at most 5000 characters',
    }),
});

const rpcResult = z.object({ message: z.record(z.string(), z.unknown()), outbox_id: z.number() });

const ERROR_CODES: Record<number, FunctionErrorCode> = {
  400: 'invalid_request',
  401: 'not_authenticated',
  403: 'forbidden',
  404: 'not_found',
};

/**
 * POST contact-reply {message_id, response}: a staff member answers a contact message. The
 * database decides whether the caller may (admin, or support assigned to it), saves the response
 * and queues the mail to the sender in one transaction; this then sends queued mail through the
 * configured transport. The answer is saved even if mail fails, and that mail is retried by the
 * next call.
 */
export async function respondToMessage(req: Request, user: SignedInUser): Promise<Response> {
  const body = await readJsonObject(req);
  if (!body.ok) return body.response;
  const parsed = requestShape.safeParse(body.value);
  if (!parsed.success) return errorJson(400, 'invalid_request', parsed.error.issues[0]!.message);

  const saved = await dataApiAs(user.accessToken).rpc<unknown>('respond_to_contact_message', {
    message_id: parsed.data.message_id,
    response: parsed.data.response,
  });
  if (!saved.ok) {
    const status = saved.status in ERROR_CODES ? saved.status : 502;
    return errorJson(status, ERROR_CODES[status] ?? 'data_api_error', saved.message);
  }
  const result = rpcResult.safeParse(saved.data);
  if (!result.success)
    return errorJson(502, 'data_api_error', 'The database answered in an unexpected shape');

  const outboxId = result.data.outbox_id;
  const outcomes = await deliverPendingMail(mailTransportFromEnv());
  const mail = outcomes.get(outboxId) ?? (await currentMailStatus(outboxId));
  return json({ message: result.data.message, mail });
}

const statusRow = z.array(z.object({ status: z.string(), last_error: z.string().nullable() }));

/** The state of a mail another sender claimed first (concurrent replies share one outbox). */
async function currentMailStatus(id: number): Promise<{ status: OutboxStatus; error?: string }> {
  const found = await serviceDataApi().select<unknown>(
    `mail_outbox?id=eq.${id}&select=status,last_error`,
  );
  const row = found.ok ? statusRow.safeParse(found.data) : undefined;
  const current = row?.success ? row.data[0] : undefined;
  if (current?.status === 'sent') return { status: 'sent' };
  if (current?.status === 'failed')
    return { status: 'failed', error: current.last_error ?? undefined };
  return { status: 'pending' };
}
