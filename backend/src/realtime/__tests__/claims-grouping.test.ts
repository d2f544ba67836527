import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { ClaimsGrouping } from '../claims-grouping';
import type { ClaimsAtom } from '../policy-groups';
import type { ClaimsSet } from '../row-sql';
import type { PublishedTable } from '../table-catalog';

const fixture = JSON.parse(
  readFileSync(join(__dirname, 'fixtures', 'announcement-policy-facts.json'), 'utf8'),
) as { facts: { policies: [string, string][] } };

const table = { oid: 1, schema: 'public', table: 'wizard_announcements' } as PublishedTable;

/** A database that answers the facts query, as the fixture says (or as changed by a test). */
const database = () => {
  const state = { facts: structuredClone(fixture.facts), queries: 0 };
  const client = {
    query: async () => {
      state.queries++;
      return { rows: [{ facts: structuredClone(state.facts) }] };
    },
  } as unknown as pg.Client;
  return { state, client };
};

const user = (n: number, role = 'authenticated'): ClaimsSet => ({
  role,
  claimsJson: JSON.stringify({ sub: `user-${n}`, role }),
});

/** Helper answers by claims set, counting how many claims sets were asked. */
const helpers = (answer: (c: ClaimsSet) => string | null) => {
  const asked: ClaimsSet[] = [];
  const evaluate = async (_atoms: ClaimsAtom[], claims: ClaimsSet[]) => {
    asked.push(...claims);
    return claims.map(answer);
  };
  return { asked, evaluate };
};

describe('grouping claims sets for one row-level security check', () => {
  it('checks one claims set per role and helper answers, and hands each its group’s answer', async () => {
    const { client } = database();
    const grouping = new ClaimsGrouping(() => true);
    const claims = [user(1), user(2), user(3), user(4, 'anon'), user(5)];
    const { evaluate } = helpers((c) => (c.claimsJson.includes('user-3') ? 'tt' : 'tf'));
    const plan = await grouping.plan(client, table, claims, evaluate);
    expect(plan.check).toEqual([user(1), user(3), user(4, 'anon')]);
    expect(plan.expand(['first', 'third', 'anon'])).toEqual([
      'first',
      'first',
      'third',
      'anon',
      'first',
    ]);
  });

  it('asks the helpers once per claims set until a table they read changes', async () => {
    const { client } = database();
    const grouping = new ClaimsGrouping(() => true);
    const claims = [user(1), user(2)];
    const { asked, evaluate } = helpers(() => 'tf');
    await grouping.plan(client, table, claims, evaluate);
    await grouping.plan(client, table, claims, evaluate);
    expect(asked).toHaveLength(2);
    grouping.forget();
    await grouping.plan(client, table, claims, evaluate);
    expect(asked).toHaveLength(4);
  });

  it('does not keep answers computed while a change was announced', async () => {
    const { client } = database();
    const grouping = new ClaimsGrouping(() => true);
    const claims = [user(1), user(2)];
    const asked: ClaimsSet[] = [];
    const evaluate = async (_atoms: ClaimsAtom[], some: ClaimsSet[]) => {
      asked.push(...some);
      grouping.forget();
      return some.map(() => 'tf');
    };
    await grouping.plan(client, table, claims, evaluate);
    await grouping.plan(client, table, claims, evaluate);
    expect(asked).toHaveLength(4);
  });

  it('checks every claims set when the notification connection is not listening', async () => {
    const { client } = database();
    const grouping = new ClaimsGrouping(() => false);
    const { asked, evaluate } = helpers(() => 'tf');
    const plan = await grouping.plan(client, table, [user(1), user(2)], evaluate);
    expect(plan.check).toHaveLength(2);
    expect(asked).toHaveLength(0);
  });

  it('checks alone a claims set whose helpers failed', async () => {
    const { client } = database();
    const grouping = new ClaimsGrouping(() => true);
    const { evaluate } = helpers((c) => (c.claimsJson.includes('user-1') ? 'tf' : null));
    const plan = await grouping.plan(client, table, [user(1), user(2), user(3)], evaluate);
    expect(plan.check).toEqual([user(1), user(2), user(3)]);
  });

  it('forgets every answer when the policies change', async () => {
    const { state, client } = database();
    const grouping = new ClaimsGrouping(() => true);
    const claims = [user(1), user(2)];
    const { asked, evaluate } = helpers(() => 'tf');
    await grouping.plan(client, table, claims, evaluate);
    state.facts.policies[0]![1] = '99999';
    await grouping.plan(client, table, claims, evaluate);
    expect(asked).toHaveLength(4);
  });

  it('checks every claims set of a table whose policies it cannot read', async () => {
    const { state, client } = database();
    const grouping = new ClaimsGrouping(() => true);
    state.facts.policies[0]![0] = '{BOOLEXPR :boolop or';
    const { asked, evaluate } = helpers(() => 'tf');
    const plan = await grouping.plan(client, table, [user(1), user(2)], evaluate);
    expect(plan.check).toHaveLength(2);
    expect(asked).toHaveLength(0);
  });
});
