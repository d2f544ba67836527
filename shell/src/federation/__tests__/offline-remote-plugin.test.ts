import { REMOTE_UNAVAILABLE } from '@astro/shared';
import offlineRemotePlugin, { REMOTE_UNAVAILABLE_MARKER } from '../offline-remote-plugin';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof offlineRemotePlugin>['errorLoadRemote']>>[0];

const args = (lifecycle: ErrorArgs['lifecycle']) =>
  ({ id: 'astro_chat/routes', error: new Error('ScriptExternalLoadError'), from: 'runtime', lifecycle }) as ErrorArgs;

describe('offline remote plugin', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('uses the marker @astro/shared checks for', () => {
    expect(REMOTE_UNAVAILABLE_MARKER).toBe(REMOTE_UNAVAILABLE);
  });

  it('turns a failed remote load into a marked fallback module with the reason', () => {
    const fallback = offlineRemotePlugin().errorLoadRemote?.(args('onLoad')) as Record<string, unknown>;
    expect(fallback[REMOTE_UNAVAILABLE]).toBe(true);
    expect(fallback.reason).toBe('ScriptExternalLoadError');
    expect(fallback.default).toBeUndefined();
  });

  it('does not hide shared-dependency failures', () => {
    expect(offlineRemotePlugin().errorLoadRemote?.(args('beforeLoadShare'))).toBeUndefined();
  });
});
