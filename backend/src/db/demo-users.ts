import type { Pool } from 'pg';
import { createUser, findUserByEmail } from '../auth/auth-store';
import { hashPassword } from '../auth/password-hash';

/** Demo accounts for development; their passwords are published in backend/README.md. */
export const DEMO_USERS = [
  { email: 'admin@example.com', password: 'admin-demo-password', role: 'admin', username: 'Admin' },
  {
    email: 'support@example.com',
    password: 'support-demo-password',
    role: 'support',
    username: 'Support',
  },
  { email: 'user@example.com', password: 'user-demo-password', role: null, username: 'Demo User' },
] as const;

export async function seedDemoUsers(pool: Pool): Promise<void> {
  for (const demo of DEMO_USERS) {
    const existing = await findUserByEmail(pool, demo.email);
    const user =
      existing ??
      (await createUser(pool, {
        email: demo.email,
        passwordHash: await hashPassword(demo.password),
        userMetadata: { username: demo.username },
        confirmed: true,
        provider: 'email',
      }));
    if (demo.role) {
      await pool.query(
        'insert into public.user_roles (user_id, role) values ($1, $2) on conflict do nothing',
        [user.id, demo.role],
      );
    }
  }
}
