import { anonClient, followLink, stack } from './support/clients';
import { startAuthStack, type AuthStack } from './support/auth-stack';
import { directUser } from './support/direct-users';

/** What the fake provider returns as the profile for the code (see fake-oauth-provider.ts). */
const codeFor = (profile: object) => Buffer.from(JSON.stringify(profile)).toString('base64url');

describe('linkIdentity (GET /user/identities/authorize)', () => {
  it('answers manual_linking_disabled while AUTH_MANUAL_LINKING_ENABLED is off', async () => {
    const { client } = await directUser('link-off');
    const { data, error } = await client.auth.linkIdentity({
      provider: 'github',
      options: { skipBrowserRedirect: true },
    });
    expect(data.url).toBeNull();
    expect(error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
    expect(error?.message).toBe('Manual linking is disabled');
  });

  describe('with AUTH_MANUAL_LINKING_ENABLED on', () => {
    let second: AuthStack;
    beforeAll(async () => {
      second = await startAuthStack({
        AUTH_MANUAL_LINKING_ENABLED: 'true',
        AUTH_ANONYMOUS_SIGN_INS: 'true',
        AUTH_EXTERNAL_GITHUB_AUTHORIZE_URL: `${stack.oauthProviderUrl}/authorize`,
        AUTH_EXTERNAL_GITHUB_TOKEN_URL: `${stack.oauthProviderUrl}/token`,
        AUTH_EXTERNAL_GITHUB_USERINFO_URL: `${stack.oauthProviderUrl}/user`,
      });
    }, 90_000);
    afterAll(() => second?.stop());

    async function signedIn(label: string) {
      const account = await directUser(label);
      const client = second.client();
      await client.auth.signInWithPassword({ email: account.email, password: account.password });
      return { ...account, client };
    }

    async function link(client: ReturnType<AuthStack['client']>, profile: object) {
      const { data, error } = await client.auth.linkIdentity({
        provider: 'github',
        options: { skipBrowserRedirect: true },
      });
      expect(error).toBeNull();
      const providerUrl = new URL(data.url!);
      expect(providerUrl.origin).toBe(stack.oauthProviderUrl);
      const state = providerUrl.searchParams.get('state')!;
      return followLink(`${second.url}/auth/v1/callback?code=${codeFor(profile)}&state=${state}`);
    }

    it('adds the provider identity to the signed-in account, whatever its e-mail', async () => {
      const { client, id } = await signedIn('link-on');
      const { fragment } = await link(client, {
        id: 9000 + Math.floor(Math.random() * 1e6),
        login: 'linker',
        email: 'someone-else@provider.test',
        email_verified: false,
      });
      const { data } = await anonClient().auth.getUser(fragment.get('access_token')!);
      expect(data.user?.id).toBe(id);
      expect(data.user?.identities?.map((i) => i.provider).sort()).toEqual(['email', 'github']);
    });

    it('refuses an identity that another account already has', async () => {
      const providerId = 20_000_000 + Math.floor(Math.random() * 1e6);
      const first = await signedIn('link-first');
      await link(first.client, { id: providerId, login: 'taken', email: first.email });
      const other = await signedIn('link-second');
      const { fragment, location } = await link(other.client, {
        id: providerId,
        login: 'taken',
        email: other.email,
      });
      expect(fragment.get('access_token')).toBeNull();
      expect(fragment.get('error_code') ?? location.searchParams.get('error_code')).toBe(
        'identity_already_exists',
      );
    });

    it('makes an anonymous account permanent with the verified address of the provider', async () => {
      const client = second.client();
      const { data } = await client.auth.signInAnonymously();
      const email = `anon-link-${Date.now()}@provider.test`;
      const { fragment } = await link(client, {
        id: 30_000_000 + Math.floor(Math.random() * 1e6),
        login: 'anon',
        email,
        email_verified: true,
      });
      const { data: after } = await anonClient().auth.getUser(fragment.get('access_token')!);
      expect(after.user).toMatchObject({ id: data.user!.id, email, is_anonymous: false });
      expect(after.user?.identities?.map((i) => i.provider)).toEqual(['github']);
    });

    it('needs a signed-in user', async () => {
      const res = await fetch(
        `${second.url}/auth/v1/user/identities/authorize?provider=github&skip_http_redirect=true`,
        { headers: { apikey: stack.anonKey } },
      );
      expect(res.status).toBe(401);
    });
  });
});
