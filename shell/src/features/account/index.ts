export { accountRoutes } from './routes';
export { MfaChallengeStep, type MfaChallengeStepProps } from './components/mfa-challenge-step';
export { MfaGate } from './components/mfa-gate';
