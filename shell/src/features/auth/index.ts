export { authRoutes } from './routes';
export { ProtectedRoute } from './components/protected-route';
export { startAuthSessionManager } from './model/start-auth-session-manager';
export { AUTH_TOASTS, authErrorToast } from './model/auth-messages';
export { SESSION_EVENT_NAME } from './model/session-window-event';
export { releaseSignInGreeting, dropSignInGreeting } from './model/sign-in-greeting';
