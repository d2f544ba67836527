import type { DeferredWork } from './after-response';
import type { AuthContext, AuthRequest } from './auth-context';

/** GoTrue's audit actions and the log type each belongs to (its models/audit_log_entry.go). */
export const AUDIT_LOG_TYPES = {
  login: 'account',
  logout: 'account',
  invite_accepted: 'account',
  user_signedup: 'team',
  user_invited: 'team',
  user_deleted: 'team',
  token_revoked: 'token',
  token_refreshed: 'token',
  user_modified: 'user',
  user_recovery_requested: 'user',
  user_reauthenticate_requested: 'user',
  user_confirmation_requested: 'user',
  user_repeated_signup: 'user',
  user_updated_password: 'user',
  identity_linked: 'user',
  identity_unlinked: 'user',
  factor_in_progress: 'factor',
  factor_unenrolled: 'factor',
  challenge_created: 'factor',
  verification_attempted: 'factor',
  factor_deleted: 'factor',
  factor_updated: 'factor',
} as const;

export type AuditAction = keyof typeof AUDIT_LOG_TYPES;

/** Who did it, as GoTrue names the actor: the phone when there is one, else the e-mail. */
export interface AuditActor {
  id: string;
  email?: string | null;
  phone?: string | null;
  user_metadata?: Record<string, unknown>;
  raw_user_meta_data?: Record<string, unknown>;
}

/**
 * The actor of an admin API call: the service-role key has no user behind it, so GoTrue records
 * the nil id and the key's role as the name.
 */
export const SERVICE_ROLE_ACTOR: AuditActor = {
  id: '00000000-0000-0000-0000-000000000000',
  email: 'service_role',
};

/** Whom an admin action was about, as GoTrue's traits name the account. */
export const accountTraits = (user: {
  id: string;
  email?: string | null;
  phone?: string | null;
}) => ({ user_id: user.id, user_email: user.email ?? '', user_phone: user.phone ?? '' });

/** Writes one entry of auth.audit_log_entries with GoTrue's payload. */
export async function writeAudit(
  ctx: AuthContext,
  ip: string,
  actor: AuditActor,
  action: AuditAction,
  traits?: Record<string, unknown>,
): Promise<void> {
  const metadata = actor.user_metadata ?? actor.raw_user_meta_data ?? {};
  const payload: Record<string, unknown> = {
    actor_id: actor.id,
    actor_via_sso: false,
    actor_username: actor.phone || actor.email || '',
    action,
    log_type: AUDIT_LOG_TYPES[action],
  };
  if ('full_name' in metadata) payload.actor_name = metadata.full_name;
  if (traits) payload.traits = traits;
  await ctx.pool.query(
    'insert into auth.audit_log_entries (instance_id, payload, ip_address) values ($1, $2, $3)',
    ['00000000-0000-0000-0000-000000000000', payload, ip.slice(0, 64)],
  );
}

/**
 * The entry as work for after the answer: an audit row costs the caller nothing and, on the
 * endpoints that answer before they look an account up, reveals nothing by its timing.
 */
export function recordAudit(
  ctx: AuthContext,
  req: AuthRequest,
  actor: AuditActor,
  action: AuditAction,
  traits?: Record<string, unknown>,
): DeferredWork {
  return {
    key: `audit:${actor.id}`,
    run: () => writeAudit(ctx, req.ip, actor, action, traits),
  };
}

/** Several entries about one actor, written in the order given (after the answer, as above). */
export function recordAudits(
  ctx: AuthContext,
  req: AuthRequest,
  actor: AuditActor,
  actions: AuditAction[],
): DeferredWork {
  return {
    key: `audit:${actor.id}`,
    run: async () => {
      for (const action of actions) await writeAudit(ctx, req.ip, actor, action);
    },
  };
}
