import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../lib/logger';

export type Extension = 'broadcast' | 'presence';

export interface ReadPolicies {
  broadcast: boolean;
  presence: boolean;
}

/** Who asks: the role and claims row-level security runs under, and the channel's name. */
export interface AuthorizationContext {
  topic: string;
  role: string;
  claimsJson: string;
}

/**
 * Private channels are authorized as Supabase Realtime does it, by row-level security on
 * realtime.messages under the user's role and claims, with `realtime.topic()` set to the channel:
 * reading is allowed when the SELECT policies let the user see a probe row of the topic, writing
 * when the INSERT policies accept one. Every check runs in a transaction that is rolled back, so
 * nothing is kept (and nothing is announced).
 */
export class ChannelAuthorizer {
  private readonly pool: pg.Pool;

  constructor(
    databaseUrl: string,
    private readonly log: Logger,
    connections = 2,
  ) {
    this.pool = new pg.Pool({
      connectionString: databaseUrl,
      max: connections,
      application_name: 'astro-realtime-authorizer',
      keepAlive: true,
      idleTimeoutMillis: 60_000,
    });
    // An idle connection that drops is replaced on the next check.
    this.pool.on('error', (error) =>
      log.debug(`realtime: authorizer connection: ${error.message}`),
    );
  }

  /** Which extensions the user may read on the topic; false on any error, logged. */
  async read(context: AuthorizationContext): Promise<ReadPolicies> {
    const ids = { broadcast: randomUUID(), presence: randomUUID() };
    const rows = await this.run(context, (lit) => [
      `insert into realtime.messages (id, topic, extension) values
         (${lit(ids.broadcast)}, ${lit(context.topic)}, 'broadcast'),
         (${lit(ids.presence)}, ${lit(context.topic)}, 'presence')`,
      settingsSql(context, lit),
      `select id::text as id from realtime.messages
        where id in (${lit(ids.broadcast)}, ${lit(ids.presence)})`,
    ]);
    const seen = new Set((rows ?? []).map((r) => r.id));
    return { broadcast: seen.has(ids.broadcast), presence: seen.has(ids.presence) };
  }

  /** Whether the user may send on the topic (broadcast) or track presence there. */
  async write(context: AuthorizationContext, extension: Extension): Promise<boolean> {
    const rows = await this.run(context, (lit) => [
      settingsSql(context, lit),
      `insert into realtime.messages (topic, extension) values (${lit(context.topic)}, ${lit(extension)})
       returning 1 as ok`,
    ]);
    return rows !== undefined && rows.length > 0;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /**
   * Runs the statements in one round trip inside a rolled-back transaction; returns the rows of
   * the last one, or undefined when a policy refused or failed.
   */
  private async run(
    context: AuthorizationContext,
    statements: (lit: (value: string) => string) => string[],
  ): Promise<Record<string, unknown>[] | undefined> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      const lit = (value: string) => client.escapeLiteral(value);
      const sql = ['begin', ...statements(lit)].join(';\n');
      try {
        const results = (await client.query(sql)) as unknown as pg.QueryResult[] | pg.QueryResult;
        const last = Array.isArray(results) ? results.at(-1) : results;
        return (last?.rows ?? []) as Record<string, unknown>[];
      } catch (error) {
        if (!(error instanceof pg.DatabaseError)) {
          broken = true;
          throw error;
        }
        // 42501: a policy said no. Anything else is a policy or schema fault, refused the same way.
        if (error.code !== '42501')
          this.log.error(
            `realtime: authorization of "${context.topic}" failed: ${error.message} (${error.code})`,
          );
        return undefined;
      } finally {
        if (!broken) await client.query('rollback').catch(() => (broken = true));
      }
    } finally {
      client.release(broken);
    }
  }
}

function settingsSql(context: AuthorizationContext, lit: (value: string) => string): string {
  let sub = '';
  try {
    const claims = JSON.parse(context.claimsJson) as { sub?: unknown };
    if (typeof claims.sub === 'string') sub = claims.sub;
  } catch {
    // Claims come from a verified token; an unreadable one just has no sub.
  }
  return `select set_config('role', ${lit(context.role)}, true),
                 set_config('realtime.topic', ${lit(context.topic)}, true),
                 set_config('request.jwt.claims', ${lit(context.claimsJson)}, true),
                 set_config('request.jwt.claim.sub', ${lit(sub)}, true),
                 set_config('request.jwt.claim.role', ${lit(context.role)}, true)`;
}
