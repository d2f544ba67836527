import {
  type CheckedClaim,
  checkedClaimSchema,
  type ClaimChecks,
  claimChecksSchema,
} from '@astro/astrology';
import { z } from 'zod';

// The stored shape of `claim_checks` (grok_messages, brain answers included; the chat_history view
// shows the same column) is the one the server writes with, from @astro/astrology. Null on a
// message until its answer is complete and checked.
export { type CheckedClaim, checkedClaimSchema, type ClaimChecks, claimChecksSchema };

/** Read leniently: a claim of a kind this client does not know yet is left out, not the whole. */
const storedShape = claimChecksSchema.extend({ claims: z.array(z.unknown()) });

/** The column's value, or null when it is empty or of a shape this client does not know. */
export function readClaimChecks(raw: unknown): ClaimChecks | null {
  if (raw === null || raw === undefined) return null;
  const parsed = storedShape.safeParse(raw);
  if (!parsed.success) return null;
  return {
    ...parsed.data,
    claims: parsed.data.claims.flatMap((claim) => {
      const read = checkedClaimSchema.safeParse(claim);
      return read.success ? [read.data] : [];
    }),
  };
}
