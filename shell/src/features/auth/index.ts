export { ProtectedRoute } from './components/protected-route';
export { startAuthSessionManager } from './model/start-auth-session-manager';
export { SESSION_EVENT_NAME } from './model/session-window-event';
export { releaseSignInGreeting, dropSignInGreeting } from './model/sign-in-greeting';
