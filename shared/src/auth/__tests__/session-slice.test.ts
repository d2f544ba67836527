import { createAppStore } from '../../store/create-app-store';
import {
  selectLastAuthEvent,
  selectPasswordRecovery,
  selectSessionStatus,
  selectSessionUser,
  sessionChanged,
} from '../session-slice';

const ada = { id: 'u1', email: 'ada@example.com' };

describe('session slice', () => {
  it('records every auth event of product §4 with the user it carries', () => {
    const store = createAppStore();
    expect(selectSessionStatus(store.getState())).toBe('loading');
    for (const event of ['SIGNED_IN', 'TOKEN_REFRESHED', 'MFA_CHALLENGE_VERIFIED'] as const) {
      store.dispatch(sessionChanged({ user: ada, event }));
      expect(selectLastAuthEvent(store.getState())).toBe(event);
      expect(selectSessionStatus(store.getState())).toBe('authenticated');
      expect(selectSessionUser(store.getState())).toEqual(ada);
    }
    store.dispatch(sessionChanged({ user: null, event: 'SIGNED_OUT' }));
    expect(selectSessionStatus(store.getState())).toBe('anonymous');
    expect(selectSessionUser(store.getState())).toBeNull();
  });

  it('keeps the password-recovery flag until the password changes or the user signs out', () => {
    const store = createAppStore();
    store.dispatch(sessionChanged({ user: ada, event: 'PASSWORD_RECOVERY' }));
    store.dispatch(sessionChanged({ user: ada, event: 'INITIAL_SESSION' }));
    store.dispatch(sessionChanged({ user: ada, event: 'TOKEN_REFRESHED' }));
    expect(selectPasswordRecovery(store.getState())).toBe(true);
    store.dispatch(sessionChanged({ user: ada, event: 'USER_UPDATED' }));
    expect(selectPasswordRecovery(store.getState())).toBe(false);

    store.dispatch(sessionChanged({ user: ada, event: 'PASSWORD_RECOVERY' }));
    store.dispatch(sessionChanged({ user: null, event: 'SIGNED_OUT' }));
    expect(selectPasswordRecovery(store.getState())).toBe(false);
  });
});
