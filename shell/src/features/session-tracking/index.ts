export { useSessionTracking, endSessionTracking } from './hooks/use-session-tracking';
