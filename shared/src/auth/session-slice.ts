import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionUser {
  id: string;
  email: string | null;
}

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** The auth events of product §4, as they reach the store. */
export type AuthEventName =
  | 'SIGNED_IN'
  | 'TOKEN_REFRESHED'
  | 'SIGNED_OUT'
  | 'MFA_CHALLENGE_VERIFIED'
  | 'INITIAL_SESSION'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  lastEvent: AuthEventName | null;
  /**
   * True between a password-recovery sign-in and the next password change or sign-out: the user
   * arrived through a reset link and must choose a new password before anything else.
   */
  passwordRecovery: boolean;
}

const initialState: SessionState = {
  status: 'loading',
  user: null,
  lastEvent: null,
  passwordRecovery: false,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionChanged(state, action: PayloadAction<{ user: SessionUser | null; event: AuthEventName }>) {
      const { user, event } = action.payload;
      state.user = user;
      state.status = user ? 'authenticated' : 'anonymous';
      state.lastEvent = event;
      if (event === 'PASSWORD_RECOVERY') state.passwordRecovery = true;
      else if (event === 'USER_UPDATED' || !user) state.passwordRecovery = false;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
    selectLastAuthEvent: (state) => state.lastEvent,
    selectPasswordRecovery: (state) => state.passwordRecovery,
  },
});

export const { sessionChanged } = sessionSlice.actions;
export const { selectSessionStatus, selectSessionUser, selectLastAuthEvent, selectPasswordRecovery } =
  sessionSlice.selectors;
