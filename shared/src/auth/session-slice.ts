import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionUser {
  id: string;
  email: string | null;
}

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** The auth events of spec §4, as they reach the store. */
export type AuthEventName = 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'SIGNED_OUT' | 'MFA_CHALLENGE_VERIFIED' | 'INITIAL_SESSION' | 'USER_UPDATED' | 'PASSWORD_RECOVERY';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  lastEvent: AuthEventName | null;
}

const initialState: SessionState = { status: 'loading', user: null, lastEvent: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionChanged(state, action: PayloadAction<{ user: SessionUser | null; event: AuthEventName }>) {
      state.user = action.payload.user;
      state.status = action.payload.user ? 'authenticated' : 'anonymous';
      state.lastEvent = action.payload.event;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
  },
});

export const { sessionChanged } = sessionSlice.actions;
export const { selectSessionStatus, selectSessionUser } = sessionSlice.selectors;
