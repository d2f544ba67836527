export { MfaChallengeStep, type MfaChallengeStepProps } from './components/mfa-challenge-step';
export { MfaGate } from './components/mfa-gate';
export { useAssuranceLevel, type AssuranceState } from './hooks/use-assurance-level';
export { needsSecondStep } from './model/second-step';
