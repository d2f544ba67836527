import type { Pool } from 'pg';

export interface StoredSms {
  id: number;
  to: string;
  body: string;
  /** The first six-digit code in the text, for tests and for reading at a glance. */
  code: string | null;
  created_at: string;
}

/**
 * The text messages the stack would have sent without an SMS provider, newest first, optionally
 * only those to one number.
 */
export async function listSms(
  pool: Pool,
  filter: { to: string | undefined; limit: number },
): Promise<StoredSms[]> {
  // Numbers are compared by their digits, so +1 415… and 1415… find the same messages.
  const { rows } = await pool.query<{
    id: string;
    to_phone: string;
    body: string;
    created_at: Date;
  }>(
    `select id, to_phone, body, created_at from stack_dev.sms
     where $1::text is null or regexp_replace(to_phone, '[^0-9]', '', 'g') = regexp_replace($1, '[^0-9]', '', 'g')
     order by id desc limit $2`,
    [filter.to ?? null, filter.limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    to: r.to_phone,
    body: r.body,
    code: /\b(\d{6})\b/.exec(r.body)?.[1] ?? null,
    created_at: r.created_at.toISOString(),
  }));
}

export async function clearSms(pool: Pool): Promise<void> {
  await pool.query('delete from stack_dev.sms');
}
