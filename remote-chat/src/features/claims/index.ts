export { CheckedAnswer, type CheckedAnswerProps } from './components/checked-answer';
export { ClaimSummary } from './components/claim-summary';
export {
  claimChecksSchema,
  readClaimChecks,
  type CheckedClaim,
  type ClaimChecks,
} from './model/claim-checks';
export { claimSummary, correctionNote } from './model/claim-wording';
export { waitForClaimChecks } from './model/wait-for-claim-checks';
