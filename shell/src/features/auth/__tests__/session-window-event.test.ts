import { listenForSessionEvents, SESSION_EVENT_NAME } from '../model/session-window-event';

describe('session window event', () => {
  const session = { access_token: 'eyJhbGciOiJFUzI1NiJ9.payload.signature', refresh_token: 'r-123' };

  it('hands a valid session to the client', () => {
    const apply = jest.fn(async () => undefined);
    const reject = jest.fn();
    const stop = listenForSessionEvents(apply, reject);
    window.dispatchEvent(new CustomEvent(SESSION_EVENT_NAME, { detail: session }));
    expect(apply).toHaveBeenCalledWith(session);
    stop();
    window.dispatchEvent(new CustomEvent(SESSION_EVENT_NAME, { detail: session }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(reject).not.toHaveBeenCalled();
  });

  it('rejects an event without usable tokens', () => {
    const apply = jest.fn(async () => undefined);
    const reject = jest.fn();
    const stop = listenForSessionEvents(apply, reject);
    window.dispatchEvent(new CustomEvent(SESSION_EVENT_NAME, { detail: { access_token: 'x' } }));
    window.dispatchEvent(new Event(SESSION_EVENT_NAME));
    stop();
    expect(apply).not.toHaveBeenCalled();
    expect(reject).toHaveBeenCalledTimes(2);
    expect(reject.mock.calls[0][0]).toContain('astro:session');
  });
});
