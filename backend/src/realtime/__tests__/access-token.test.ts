import { generatePrivateJwk, loadJwtKeys } from '../../auth/jwt-keys';
import { checkAccessToken } from '../access-token';

describe('access tokens', () => {
  it('returns role, expiry and the claims JSON of a valid token', async () => {
    const keys = await loadJwtKeys(await generatePrivateJwk(), () => 'test');
    const token = await keys.sign({ sub: 'u1', role: 'authenticated' }, 60);
    const check = await checkAccessToken(token, keys.verify);
    expect(check).toMatchObject({
      ok: true,
      claims: { role: 'authenticated', exp: expect.any(Number) },
    });
    if (check.ok)
      expect(JSON.parse(check.claims.json)).toMatchObject({ sub: 'u1', role: 'authenticated' });
  });

  it('says how long ago an expired token expired', async () => {
    const keys = await loadJwtKeys(await generatePrivateJwk(), () => 'test');
    const token = await keys.sign({ role: 'authenticated' }, -30);
    const check = await checkAccessToken(token, keys.verify);
    expect(check).toEqual({
      ok: false,
      reason: expect.stringMatching(/^InvalidJWTToken: Token has expired (30|31) seconds ago$/),
    });
  });

  it('refuses foreign signatures and roles that are not API roles', async () => {
    const keys = await loadJwtKeys(await generatePrivateJwk(), () => 'test');
    const other = await loadJwtKeys(await generatePrivateJwk(), () => 'test');
    expect(
      await checkAccessToken(await other.sign({ role: 'anon' }, 60), keys.verify),
    ).toMatchObject({ ok: false });
    expect(await checkAccessToken(await keys.sign({ role: 'postgres' }, 60), keys.verify)).toEqual({
      ok: false,
      reason: 'InvalidJWTToken: role "postgres" is not allowed',
    });
  });
});
