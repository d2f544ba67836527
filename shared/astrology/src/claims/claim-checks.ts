import { z } from 'zod';

export const CLAIM_CHECKS_VERSION = 1;

export const CLAIM_KINDS = ['sign', 'house', 'degree', 'retrograde'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** One astrological claim found in an answer, and what the engine says about it. */
export const checkedClaimSchema = z.object({
  /** The words of the claim, exactly `answer.slice(start, end)`. */
  text: z.string(),
  /** Offsets in the answer text (UTF-16 code units, as JavaScript strings count). */
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  /** The name of the chart the claim is about. */
  chart: z.string(),
  /** A body of the engine (`mars`, `trueNode`…) or an angle (`asc`, `mc`). */
  body: z.string(),
  kind: z.enum(CLAIM_KINDS),
  /** What the answer says, for display: "Leo", "5th house", "24° Taurus", "retrograde". */
  stated: z.string(),
  /** The correct value, for display: "Virgo", "7th house", "12°04′ Taurus", "direct". */
  actual: z.string(),
  verdict: z.enum(['right', 'wrong']),
});
export type CheckedClaim = z.infer<typeof checkedClaimSchema>;

/** What is stored with an answer (`claim_checks` of grok_messages, brain answers included). */
export const claimChecksSchema = z.object({
  version: z.literal(CLAIM_CHECKS_VERSION),
  checked: z.number().int().min(0),
  wrong: z.number().int().min(0),
  claims: z.array(checkedClaimSchema),
});
export type ClaimChecks = z.infer<typeof claimChecksSchema>;
