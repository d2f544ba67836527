import { createUser } from '../../../src/auth/auth-store';
import { hashPassword } from '../../../src/auth/password-hash';
import { anonClient, uniqueEmail, withDatabase } from './clients';

/**
 * A confirmed account written straight into the database, then signed in with its password.
 * For tests about what an account does once it exists (MFA, storage, phones): they leave the
 * sign-up endpoint's per-IP budget to the tests of sign-up itself.
 */
export async function directUser(
  label: string,
  password = 'correct-horse-battery',
  email = uniqueEmail(label),
) {
  const passwordHash = await hashPassword(password);
  const user = await withDatabase((db) =>
    createUser(db as never, {
      email,
      passwordHash,
      userMetadata: {},
      confirmed: true,
      provider: 'email',
    }),
  );
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session || !data.user)
    throw new Error(`sign-in of ${email} failed: ${error?.message}`);
  return { client, email, password, session: data.session, user: data.user, id: user.id };
}
