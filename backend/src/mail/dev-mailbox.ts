import type { Pool } from 'pg';
import { extractLinks, type Mailer } from './mailer';

export interface StoredMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/** Keeps mail in the database instead of sending it, for development without an SMTP server. */
export function createDevMailbox(pool: Pool) {
  const mailer: Mailer = {
    send: async (m) => {
      await pool.query(
        'insert into stack_dev.mail (to_address, subject, text_body, html_body, links) values ($1, $2, $3, $4, $5)',
        [m.to, m.subject, m.text, m.html, JSON.stringify(extractLinks(m.text, m.html))],
      );
    },
    close: async () => undefined,
  };
  const list = async (filter: { to?: string; limit: number }): Promise<StoredMail[]> => {
    const { rows } = await pool.query<{
      id: string;
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string;
      links: string[];
      created_at: Date;
    }>(
      `select * from stack_dev.mail where ($1::text is null or lower(to_address) = lower($1)) order by id desc limit $2`,
      [filter.to ?? null, filter.limit],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      html: r.html_body,
      links: r.links,
      created_at: r.created_at.toISOString(),
    }));
  };
  return { mailer, list, clear: async () => void (await pool.query('delete from stack_dev.mail')) };
}

export type DevMailbox = ReturnType<typeof createDevMailbox>;
