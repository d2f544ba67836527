import type pg from 'pg';
import {
  GROUPING_FACTS_SQL,
  KNOWN_FUNCTIONS,
  WATCHED_TABLES,
  analyzePolicies,
  parseGroupingFacts,
  type ClaimsAtom,
  type GroupingAnalysis,
} from './policy-groups';
import type { ClaimsSet } from './row-sql';
import type { PublishedTable } from './table-catalog';

/** Which claims sets to check, and how to spread the answers back over all of them. */
export interface ClaimsPlan {
  check: ClaimsSet[];
  /** answers[i] belongs to check[i]; returns one answer per claims set of the batch. */
  expand<T>(answers: T[]): T[];
}

interface Answer {
  value: string | null;
  used: number;
}

const identity = (claims: ClaimsSet[]): ClaimsPlan => ({ check: claims, expand: (a) => a });

/** Helper answers not asked for in this long are dropped (tokens are refreshed, users leave). */
const IDLE_ANSWER_MS = 10 * 60_000;

/**
 * Groups the claims sets of a batch by what the table's policies can tell apart (policy-groups.ts)
 * and checks one claims set per group. The helpers' answers are kept per claims set, so a claims
 * set is asked once rather than once per change; they are all forgotten whenever a table a helper
 * reads changes (its trigger's notification, see `forget`), when the policies or helpers are
 * redefined, and whenever the service's notification connection is not known to be listening.
 */
export class ClaimsGrouping {
  private generation = 0;
  /**
   * Helper calls → role → claims → their answers in order ('t', 'f', 'n' for null), null when
   * they failed. Nested maps key on the subscribers' own strings, so no key is built per change.
   */
  private readonly answers = new Map<string, Map<string, Map<string, Answer>>>();
  private readonly analyses = new Map<
    number,
    { facts: string; functions: number[]; analysis: GroupingAnalysis }
  >();
  private lastSweep = Date.now();

  constructor(private readonly listening: () => boolean) {}

  /** Forgets every helper answer: a table they read changed, or its announcements may be lost. */
  forget(): void {
    this.generation++;
    this.answers.clear();
  }

  async plan(
    client: pg.Client,
    table: PublishedTable,
    claims: ClaimsSet[],
    evaluate: (atoms: ClaimsAtom[], claims: ClaimsSet[]) => Promise<(string | null)[]>,
  ): Promise<ClaimsPlan> {
    if (claims.length < 2) return identity(claims);
    // Taken before anything is read: answers computed while a change was announced are not kept.
    const generation = this.generation;
    const analysis = await this.analyze(client, table);
    if (analysis.kind !== 'grouped') return identity(claims);
    const { atoms } = analysis;
    const atomsKey = atoms.map((a) => a.sql).join('\n');
    let byRole = this.answers.get(atomsKey);
    if (!byRole) this.answers.set(atomsKey, (byRole = new Map()));
    const answersOf = (role: string) => {
      let byClaims = byRole.get(role);
      if (!byClaims) byRole.set(role, (byClaims = new Map()));
      return byClaims;
    };

    let values: (string | null | undefined)[] = claims.map(() => undefined);
    if (atoms.length) {
      if (!this.listening()) return identity(claims);
      const now = Date.now();
      this.sweep(now);
      const missing: number[] = [];
      values = claims.map((c, i) => {
        const known = byRole.get(c.role)?.get(c.claimsJson);
        if (known) {
          known.used = now;
          return known.value;
        }
        missing.push(i);
        return undefined;
      });
      if (missing.length) {
        const fresh = await evaluate(
          atoms,
          missing.map((i) => claims[i]!),
        );
        missing.forEach((i, n) => {
          values[i] = fresh[n] ?? null;
          const c = claims[i]!;
          if (this.generation === generation)
            answersOf(c.role).set(c.claimsJson, { value: fresh[n] ?? null, used: now });
        });
      }
    }

    const check: ClaimsSet[] = [];
    const checkIndex: number[] = [];
    const groups = new Map<string, number>();
    claims.forEach((c, i) => {
      const value = values[i];
      // A claims set whose helpers failed is checked alone, and fails there as before.
      const key = value === null ? undefined : `${c.role}\0${value ?? ''}`;
      let index = key === undefined ? undefined : groups.get(key);
      if (index === undefined) {
        index = check.length;
        check.push(c);
        if (key !== undefined) groups.set(key, index);
      }
      checkIndex.push(index);
    });
    if (check.length === claims.length) return identity(claims);
    return { check, expand: (answers) => checkIndex.map((i) => answers[i]!) };
  }

  /** The last analysis of a table, without asking whether it still holds. */
  lastAnalysis(table: PublishedTable): GroupingAnalysis | undefined {
    return this.analyses.get(table.oid)?.analysis;
  }

  /** The table's analysis, redone whenever anything it depends on changed. */
  async analyze(client: pg.Client, table: PublishedTable): Promise<GroupingAnalysis> {
    let functions = this.analyses.get(table.oid)?.functions ?? [];
    for (let round = 0; round < 3; round++) {
      // Asked once per batch: a named statement is planned once per connection, half the cost.
      const { rows } = await client.query<{ facts: unknown }>({
        name: 'realtime-grouping-facts',
        text: GROUPING_FACTS_SQL,
        values: [table.oid, functions, KNOWN_FUNCTIONS, WATCHED_TABLES],
      });
      const raw = rows[0]?.facts;
      const text = JSON.stringify(raw);
      const last = this.analyses.get(table.oid);
      if (last?.facts === text) return last.analysis;
      const facts = parseGroupingFacts(raw);
      if (!facts) return { kind: 'per-claims', reason: 'unreadable facts' };
      const analysis = analyzePolicies(facts);
      if (analysis.kind === 'needs-functions') {
        functions = analysis.functions;
        continue;
      }
      // Policies or helpers changed: answers computed under the old ones are not reused.
      if (last) this.forget();
      this.analyses.set(table.oid, { facts: text, functions, analysis });
      return analysis;
    }
    return { kind: 'per-claims', reason: 'functions kept changing' };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < IDLE_ANSWER_MS) return;
    this.lastSweep = now;
    for (const byRole of this.answers.values())
      for (const byClaims of byRole.values())
        for (const [claims, answer] of byClaims)
          if (now - answer.used > IDLE_ANSWER_MS) byClaims.delete(claims);
  }
}
