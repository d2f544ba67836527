import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseNodeTree, textConstant, type TreeNode } from '../node-tree';
import { analyzePolicies, parseGroupingFacts, type GroupingFacts } from '../policy-groups';

/**
 * Facts as PostgreSQL 18 answered GROUPING_FACTS_SQL for public.wizard_announcements on the
 * local stack, and the first SELECT policy of public.charts (`user_id = auth.uid()`).
 */
const fixture = JSON.parse(
  readFileSync(join(__dirname, 'fixtures', 'announcement-policy-facts.json'), 'utf8'),
) as { facts: unknown; ownRowsQual: string };

const facts = (): GroupingFacts => parseGroupingFacts(structuredClone(fixture.facts))!;
const known = (f: GroupingFacts, signature: string) =>
  f.known.find((k) => k.signature === signature)!;

describe('node trees', () => {
  it('reads nodes, lists, nulls and a text constant', () => {
    const tree = parseNodeTree(
      '{FUNCEXPR :funcid 16822 :args ({CONST :consttype 25 :constlen -1 :constbyval false :constisnull false :location -1 :constvalue 9 [ 36 0 0 0 97 100 109 105 110 ]}) :location -1 :x <> :b (b)}',
    ) as TreeNode;
    expect(tree.type).toBe('FUNCEXPR');
    expect(tree.fields.x).toBeNull();
    expect(tree.fields.b).toEqual(['b']);
    expect(textConstant((tree.fields.args as TreeNode[])[0]!)).toBe('admin');
  });

  it('does not read a constant whose header does not give its size', () => {
    const tree = parseNodeTree(
      '{CONST :consttype 25 :constisnull false :constvalue 9 [ 0 0 0 36 97 100 109 105 110 ]}',
    ) as TreeNode;
    expect(textConstant(tree)).toBeUndefined();
  });

  it('refuses a truncated tree', () => {
    expect(() => parseNodeTree('{BOOLEXPR :boolop or :args ({VAR :varno 1}')).toThrow();
  });
});

describe('which subscribers the announcement policies cannot tell apart', () => {
  it('groups by the answers of has_role and has_required_aal', () => {
    const analysis = analyzePolicies(facts());
    expect(analysis).toEqual({
      kind: 'grouped',
      atoms: [
        { sql: '"private"."has_required_aal"()' },
        { sql: `"public"."has_role"('admin'::text)` },
      ],
    });
  });

  it('asks for the volatility of every function the policies call first', () => {
    const f = facts();
    f.functions = [];
    expect(analyzePolicies(f)).toEqual({
      kind: 'needs-functions',
      functions: expect.arrayContaining([1157, 1299]) as unknown as number[],
    });
  });

  it('checks per claims set when a policy compares a column with the caller', () => {
    const f = facts();
    f.policies.push([fixture.ownRowsQual, '1']);
    f.functions.push([16435, 's', false, '1']);
    expect(analyzePolicies(f).kind).toBe('per-claims');
  });

  it('checks per claims set when a policy calls a function that is neither immutable nor known', () => {
    const f = facts();
    // now() counts as the same for everyone only because it is now(): the same oid made volatile
    // (or any other stable function) is not.
    f.now = [];
    expect(analyzePolicies(f).kind).toBe('per-claims');
  });

  it('checks per claims set when a helper was redefined', () => {
    const f = facts();
    known(f, 'private.has_required_aal()').body += ' ';
    expect(analyzePolicies(f).kind).toBe('grouped');
    known(f, 'private.has_required_aal()').body = known(
      f,
      'private.has_required_aal()',
    ).body.replace("'aal2'", "'aal3'");
    expect(analyzePolicies(f).kind).toBe('per-claims');
  });

  it('checks per claims set when a helper loses its empty search_path or becomes invoker', () => {
    const noPath = facts();
    known(noPath, 'public.has_role(text)').config = null;
    expect(analyzePolicies(noPath).kind).toBe('per-claims');
    const invoker = facts();
    known(invoker, 'public.has_role(text)').definer = false;
    expect(analyzePolicies(invoker).kind).toBe('per-claims');
  });

  it('checks per claims set when auth.uid() is overloaded or redefined', () => {
    const overloaded = facts();
    known(overloaded, 'auth.uid()').overloads = 2;
    expect(analyzePolicies(overloaded).kind).toBe('per-claims');
    const redefined = facts();
    known(redefined, 'auth.uid()').body = "select '00000000-0000-0000-0000-000000000000'::uuid";
    expect(analyzePolicies(redefined).kind).toBe('per-claims');
  });

  it('checks per claims set when a table the helpers read does not announce every change', () => {
    for (const change of [
      (t: GroupingFacts['tables'][number]['triggers'][number]) => (t.enabled = 'O'),
      (t: GroupingFacts['tables'][number]['triggers'][number]) => (t.enabled = 'D'),
      (t: GroupingFacts['tables'][number]['triggers'][number]) => (t.type = 60 | 1),
      (t: GroupingFacts['tables'][number]['triggers'][number]) => (t.type = 4 | 8 | 16),
    ]) {
      const f = facts();
      const mfa = f.tables.find((t) => t.name === 'auth.mfa_factors')!;
      const trigger = mfa.triggers.find((t) => t.type === 60)!;
      change(trigger);
      expect(analyzePolicies(f).kind).toBe('per-claims');
    }
    const noTriggerFunction = facts();
    noTriggerFunction.known = noTriggerFunction.known.filter(
      (k) => k.signature !== 'realtime_capture.notify_state_change()',
    );
    expect(analyzePolicies(noTriggerFunction).kind).toBe('per-claims');
  });

  it('checks per claims set when the helper would read user_roles through its row-level security', () => {
    const f = facts();
    const roles = f.tables.find((t) => t.name === 'public.user_roles')!;
    known(f, 'public.has_role(text)').ownerBypasses = false;
    roles.force = true;
    expect(analyzePolicies(f).kind).toBe('per-claims');
    roles.force = false;
    expect(analyzePolicies(f).kind).toBe('grouped');
    roles.owner = 1;
    expect(analyzePolicies(f).kind).toBe('per-claims');
  });

  it('checks per claims set when the aal subquery reads a table', () => {
    const f = facts();
    const restrictive = f.policies.findIndex(([qual]) => qual?.startsWith('{SUBLINK'));
    f.policies[restrictive]![0] = f.policies[restrictive]![0]!.replace(
      ':rtable <>',
      ':rtable ({RANGETBLENTRY :relid 1})',
    );
    expect(analyzePolicies(f).kind).toBe('per-claims');
  });

  it('groups by role alone when no policy asks anything of the caller', () => {
    const f = facts();
    f.policies = f.policies.map(([qual, xmin]) => [
      qual?.startsWith('{SUBLINK')
        ? null
        : qual!.slice(
            qual!.indexOf('{BOOLEXPR :boolop and'),
            qual!.lastIndexOf(' {FUNCEXPR :funcid 16822'),
          ),
      xmin,
    ]);
    expect(analyzePolicies(f)).toEqual({ kind: 'grouped', atoms: [] });
  });
});
