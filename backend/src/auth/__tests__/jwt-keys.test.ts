import { generatePrivateJwk, loadJwtKeys } from '../jwt-keys';

const keyPair = async () => loadJwtKeys(await generatePrivateJwk(), () => 'http://auth.test');

describe('verifying access tokens', () => {
  afterEach(() => jest.useRealTimers());

  it('accepts a token it signed, again and again', async () => {
    const keys = await keyPair();
    const token = await keys.sign({ sub: 'someone', aal: 'aal1' }, 60);
    for (let i = 0; i < 3; i++)
      await expect(keys.verify(token)).resolves.toMatchObject({ sub: 'someone' });
  });

  it('never takes another key’s word for a token, even one that key has verified', async () => {
    const [mine, theirs] = [await keyPair(), await keyPair()];
    const token = await theirs.sign({ sub: 'someone' }, 60);
    await theirs.verify(token);
    await expect(mine.verify(token)).rejects.toThrow();
  });

  it('refuses a token with an altered payload after the original was verified', async () => {
    const keys = await keyPair();
    const token = await keys.sign({ sub: 'someone', aal: 'aal1' }, 60);
    await keys.verify(token);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
    const raised = Buffer.from(JSON.stringify({ ...claims, aal: 'aal2' })).toString('base64url');
    await expect(keys.verify(`${header}.${raised}.${signature}`)).rejects.toThrow();
  });

  it('refuses a token once it has expired, though it was verified before', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    jest.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    const keys = await keyPair();
    const token = await keys.sign({ sub: 'someone' }, 60);
    await expect(keys.verify(token)).resolves.toMatchObject({ sub: 'someone' });
    jest.setSystemTime(new Date('2025-03-01T10:01:01Z'));
    await expect(keys.verify(token)).rejects.toThrow(/exp/);
  });
});
