import { stack, withDatabase } from './support/clients';
import { directUser } from './support/direct-users';

type ApiRole = 'anon' | 'authenticated';

/**
 * Every function of the exposed schema that a browser may call through /rest/v1/rpc, and who may.
 * A function that is not listed here must not be executable by anon or authenticated: add it
 * here, deliberately, with the roles the product calls it with.
 */
const EXPOSED: Record<string, ApiRole[]> = {
  // Row-level security policies call it for every role.
  has_role: ['anon', 'authenticated'],
  increment_profile_counter: ['authenticated'],
  update_feature_usage: ['authenticated'],
  delete_own_account: ['authenticated'],
  // The back office: each function checks the caller's role itself.
  admin_list_staff: ['authenticated'],
  assign_contact_message: ['authenticated'],
  respond_to_contact_message: ['authenticated'],
  admin_analytics_summary: ['authenticated'],
  admin_feature_usage: ['authenticated'],
  admin_activity_series: ['authenticated'],
  admin_ai_usage_daily: ['authenticated'],
  admin_contact_overview: ['authenticated'],
  admin_reorder_testimonials: ['authenticated'],
  admin_claim_check_stats: ['authenticated'],
  // Threads: searches the caller's own messages (it runs under their row-level security).
  search_conversations: ['authenticated'],
  // Realtime: sends an event to the caller's own private topic `user:<uid>:events`.
  send_user_event: ['authenticated'],
};

interface PublicFunction {
  name: string;
  args: string[];
  anon: boolean;
  authenticated: boolean;
}

/** The callable (non-trigger) functions of schema public with their argument names. */
const publicFunctions = () =>
  withDatabase(
    async (db) =>
      (
        await db.query<PublicFunction>(`
          select p.proname as name,
                 coalesce(p.proargnames[1:p.pronargs], '{}') as args,
                 has_function_privilege('anon', p.oid, 'execute') as anon,
                 has_function_privilege('authenticated', p.oid, 'execute') as authenticated
            from pg_proc p
           where p.pronamespace = 'public'::regnamespace
             and p.prorettype <> 'trigger'::regtype
           order by p.proname`)
      ).rows,
  );

async function callRpc(fn: PublicFunction, token: string) {
  const res = await fetch(`${stack.url}/rest/v1/rpc/${fn.name}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(Object.fromEntries(fn.args.map((arg) => [arg, null]))),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as { message?: string } };
}

describe('functions in the exposed schema', () => {
  it('are executable by anon and authenticated exactly as declared', async () => {
    const granted: Record<string, ApiRole[]> = {};
    for (const fn of await publicFunctions()) {
      const roles = (['anon', 'authenticated'] as const).filter((role) => fn[role]);
      if (roles.length > 0)
        granted[fn.name] = [...new Set([...(granted[fn.name] ?? []), ...roles])];
    }
    expect(granted).toEqual(EXPOSED);
  });

  it('are not executable by PUBLIC, nor are functions created later', async () => {
    const forEveryone = await withDatabase(
      async (db) =>
        (
          await db.query<{ name: string }>(`
            select p.oid::regprocedure::text as name from pg_proc p
             where p.pronamespace = 'public'::regnamespace
               and (p.proacl is null
                    or exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0))`)
        ).rows,
    );
    expect(forEveryone).toEqual([]);

    const later = await withDatabase(async (db) => {
      await db.query('begin');
      try {
        await db.query(
          'create function public.default_privileges_probe() returns int language sql as $$ select 1 $$',
        );
        return (
          await db.query<{ anon: boolean; authenticated: boolean }>(`
            select has_function_privilege('anon', 'public.default_privileges_probe()', 'execute') as anon,
                   has_function_privilege('authenticated', 'public.default_privileges_probe()', 'execute')
                     as authenticated`)
        ).rows[0];
      } finally {
        await db.query('rollback');
      }
    });
    expect(later).toEqual({ anon: false, authenticated: false });
  });

  it('answer each API role through /rest/v1/rpc as declared', async () => {
    // A throwaway account: delete_own_account is among the functions it may call, so last.
    const user = await directUser('rpc-grants');
    const functions = (await publicFunctions()).sort(
      (a, b) =>
        Number(a.name === 'delete_own_account') - Number(b.name === 'delete_own_account') ||
        a.name.localeCompare(b.name),
    );
    const callers = [
      { role: 'anon' as const, token: stack.anonKey, deniedStatus: 401 },
      { role: 'authenticated' as const, token: user.session.access_token, deniedStatus: 403 },
    ];
    const outcomes: string[] = [];
    for (const fn of functions) {
      for (const caller of callers) {
        const { status, body } = await callRpc(fn, caller.token);
        const denied = body?.message === `permission denied for function ${fn.name}`;
        const allowed = EXPOSED[fn.name]?.includes(caller.role) ?? false;
        if (
          allowed === denied ||
          (denied && status !== caller.deniedStatus) ||
          (allowed && status >= 500)
        )
          outcomes.push(`${caller.role} → ${fn.name}: ${status} ${body?.message}`);
      }
    }
    expect(outcomes).toEqual([]);
  });
});
