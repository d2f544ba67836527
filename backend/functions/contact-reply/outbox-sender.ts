import { z } from 'zod';
import { serviceDataApi } from '../_shared/data-api';
import { logError } from '../_shared/log';
import { textMailToHtml } from './mail-html';
import type { MailTransport } from './mail-transport';

const outboxRow = z.object({
  id: z.number(),
  to_address: z.string(),
  subject: z.string(),
  text_body: z.string(),
  attempts: z.number(),
});

export type OutboxStatus = 'sent' | 'pending' | 'failed';

/** The last attempt at which a failed mail is given up (mirrors claim_mail_outbox). */
const MAX_ATTEMPTS = 5;

/**
 * Delivers the outbox's deliverable mails (oldest first, up to `batchSize`) through `transport`
 * and records each outcome, so a mail that failed earlier is retried by the next sender. Returns
 * the status each claimed mail ended in.
 */
export async function deliverPendingMail(
  transport: MailTransport,
  batchSize = 10,
): Promise<Map<number, { status: OutboxStatus; error?: string }>> {
  const outcomes = new Map<number, { status: OutboxStatus; error?: string }>();
  const api = serviceDataApi();
  const claimed = await api.rpc<unknown>('claim_mail_outbox', { batch_size: batchSize });
  if (!claimed.ok) {
    logError(`mail outbox: could not claim mail: ${claimed.message}`);
    return outcomes;
  }
  const rows = z.array(outboxRow).safeParse(claimed.data);
  if (!rows.success) {
    logError('mail outbox: claimed rows have an unexpected shape');
    return outcomes;
  }
  for (const row of rows.data) {
    const result = await transport.send({
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: textMailToHtml(row.text_body),
    });
    const finished = await api.rpc<null>('finish_mail_outbox', {
      outbox_id: row.id,
      delivered: result.delivered,
      error: result.delivered ? null : result.error,
    });
    if (!finished.ok) logError(`mail outbox: could not record mail ${row.id}: ${finished.message}`);
    if (result.delivered) outcomes.set(row.id, { status: 'sent' });
    else {
      logError(`mail outbox: mail ${row.id} not delivered via ${transport.name}: ${result.error}`);
      outcomes.set(row.id, {
        status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        error: result.error,
      });
    }
  }
  return outcomes;
}
