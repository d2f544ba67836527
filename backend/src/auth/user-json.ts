import { factorJson, type FactorRow } from './mfa/factor-store';

/** Rows of auth.users and auth.identities as the auth service reads them. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  /** A new number waiting for its code (GoTrue's phone change); read where the columns are. */
  phone_change?: string | null;
  phone_change_sent_at?: Date | null;
  reauthentication_sent_at?: Date | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

export function identityJson(row: IdentityRow) {
  return {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    email: row.email ?? undefined,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The user object in GoTrue's shape, as auth-js expects it. */
export function userJson(row: UserRow, identities: IdentityRow[], factors: FactorRow[] = []) {
  return {
    id: row.id,
    aud: row.aud,
    role: row.role,
    email: row.email ?? '',
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: row.phone ?? '',
    phone_confirmed_at: iso(row.phone_confirmed_at),
    confirmation_sent_at: iso(row.confirmation_sent_at),
    confirmed_at: iso(row.confirmed_at),
    recovery_sent_at: iso(row.recovery_sent_at),
    new_email: row.email_change ?? undefined,
    email_change_sent_at: iso(row.email_change_sent_at),
    new_phone: row.phone_change || undefined,
    phone_change_sent_at: iso(row.phone_change_sent_at),
    reauthentication_sent_at: iso(row.reauthentication_sent_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data,
    user_metadata: row.raw_user_meta_data,
    identities: identities.map(identityJson),
    factors: factors.map(factorJson),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: row.is_anonymous,
  };
}

export type UserJson = ReturnType<typeof userJson>;

/**
 * The answer to a sign-up that waits for confirmation. It is the same whether the address or
 * number is new, unconfirmed or already taken (the work happens after the answer), so nobody
 * learns from it which accounts exist.
 */
export function pendingSignupJson(input: {
  id: string;
  email: string;
  phone: string;
  provider: 'email' | 'phone';
  metadata: Record<string, unknown>;
}) {
  const now = new Date().toISOString();
  return {
    id: input.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: input.email,
    phone: input.phone,
    confirmation_sent_at: now,
    app_metadata: { provider: input.provider, providers: [input.provider] },
    user_metadata: input.metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
