import { randomUUID } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { serviceClient, stack } from './support/clients';
import { directUser } from './support/direct-users';

/** GoTrue's admin API for second factors: `auth.admin.mfa.listFactors` and `deleteFactor`. */
const adminMfa = () => serviceClient().auth.admin.mfa;

const authFetch = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${stack.url}/auth/v1${path}`, {
    ...init,
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, ...init.headers },
  });

async function refusal(res: Response) {
  return { status: res.status, code: ((await res.json()) as { code?: string }).code };
}

async function userWithVerifiedFactor(label: string) {
  const signedIn = await directUser(label);
  const { client } = signedIn;
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled.data!.totp.secret) });
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data!.id,
    code: totp.generate(),
  });
  expect(verified.error).toBeNull();
  const pending = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
  expect(pending.error).toBeNull();
  return {
    ...signedIn,
    verifiedId: enrolled.data!.id,
    pendingId: pending.data!.id,
    aal2Token: verified.data!.access_token,
  };
}

describe('admin factors', () => {
  it('lists every factor of a user, verified or not, without secrets', async () => {
    const { id, verifiedId, pendingId } = await userWithVerifiedFactor('admin-factors');
    const { data, error } = await adminMfa().listFactors({ userId: id });
    expect(error).toBeNull();
    expect(data!.factors).toEqual([
      expect.objectContaining({ id: verifiedId, status: 'verified', factor_type: 'totp' }),
      expect.objectContaining({ id: pendingId, status: 'unverified', friendly_name: 'Tablet' }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/secret/i);
  });

  it('deletes a factor; the session that had passed it stands, at aal1', async () => {
    const { id, verifiedId, aal2Token } = await userWithVerifiedFactor('admin-unenroll');
    const { data, error } = await adminMfa().deleteFactor({ userId: id, id: verifiedId });
    expect(error).toBeNull();
    // GoTrue answers the removed factor; this auth-js version wraps the answer in one more `data`.
    const removed = (data as { data?: unknown } | null)?.data ?? data;
    expect(removed).toMatchObject({ id: verifiedId, status: 'verified' });
    const left = await adminMfa().listFactors({ userId: id });
    expect(left.data!.factors.map((f) => f.id)).not.toContain(verifiedId);
    // The session that had passed the factor is now aal1 again, and still stands.
    const res = await authFetch('/user', aal2Token);
    expect(res.status).toBe(200);
    expect((await adminMfa().deleteFactor({ userId: id, id: verifiedId })).error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
    });
    // The audit log has it, under the account whose factor it was (written after the answer).
    type AuditRow = { payload: { actor_id: string; traits?: Record<string, string> } };
    let deleted = undefined as AuditRow | undefined;
    for (let i = 0; i < 40 && !deleted; i++) {
      const audit = await authFetch(
        '/admin/audit?query=action:factor_deleted&per_page=100',
        stack.serviceRoleKey,
      );
      const entries = (await audit.json()) as AuditRow[];
      deleted = entries.find((e) => e.payload.traits?.factor_id === verifiedId);
      if (!deleted) await new Promise((r) => setTimeout(r, 100));
    }
    expect(deleted?.payload).toMatchObject({
      actor_id: id,
      traits: { user_id: id, factor_id: verifiedId },
    });
  });

  it('does not delete another user’s factor through a user it does not belong to', async () => {
    const owner = await userWithVerifiedFactor('admin-factor-owner');
    const other = await directUser('admin-factor-other');
    const res = await adminMfa().deleteFactor({ userId: other.id, id: owner.verifiedId });
    expect(res.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const still = await adminMfa().listFactors({ userId: owner.id });
    expect(still.data!.factors.map((f) => f.id)).toContain(owner.verifiedId);
  });

  it('answers 404 for unknown users, 400 for malformed ids, and 403 to anyone but the service role', async () => {
    expect((await adminMfa().listFactors({ userId: randomUUID() })).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });
    const { id, session } = await directUser('admin-factor-probe');
    expect(
      await refusal(await authFetch('/admin/users/nope/factors', stack.serviceRoleKey)),
    ).toEqual({ status: 400, code: 'validation_failed' });
    expect(
      await refusal(
        await authFetch(`/admin/users/${id}/factors/nope`, stack.serviceRoleKey, {
          method: 'DELETE',
        }),
      ),
    ).toEqual({ status: 400, code: 'validation_failed' });
    for (const token of [stack.anonKey, session.access_token])
      expect(await refusal(await authFetch(`/admin/users/${id}/factors`, token))).toEqual({
        status: 403,
        code: 'not_admin',
      });
  });
});
