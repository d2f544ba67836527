import type { CheckedClaim, ClaimChecks } from './claim-checks';

/**
 * A body's name from its engine id ("sun" → "Sun", "meanNode" → "Mean Node"). The luminaries and
 * the chart's points read with "the" ("the Sun is in Gemini"); planets do not ("Mars is in Leo").
 */
export function bodyPhrase(body: string): string {
  const words = body
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  if (words.length === 0) return 'this point';
  const name = words.join(' ');
  const withArticle = words.length > 1 || name === 'Sun' || name === 'Moon';
  return withArticle ? `the ${name}` : name;
}

/** "7th" → "7th house"; a value that already names the house stays as it is. */
const asHouse = (value: string) => (/house/i.test(value) ? value : `${value} house`);

/** What the chart says instead of the claim: "the Sun is in Gemini, not Taurus". */
export function correctionOf(claim: CheckedClaim): string {
  const subject = bodyPhrase(claim.body);
  switch (claim.kind) {
    case 'sign':
      return `${subject} is in ${claim.actual}, not ${claim.stated}`;
    case 'house':
      return `${subject} is in the ${asHouse(claim.actual)}, not the ${asHouse(claim.stated)}`;
    case 'degree':
      return `${subject} is at ${claim.actual}, not ${claim.stated}`;
    case 'retrograde':
      return `${subject} is ${claim.actual}, not ${claim.stated}`;
  }
}

/** Whose chart a claim was checked against: "your chart", or the chart's name when several are attached. */
function chartPhrase(claim: CheckedClaim, checks: ClaimChecks): string {
  const charts = new Set(checks.claims.map((c) => c.chart));
  return charts.size > 1 && claim.chart ? `the chart “${claim.chart}”` : 'your chart';
}

/** The note beside a wrong claim: "Checked against your chart: the Sun is in Gemini, not Taurus". */
export function correctionNote(claim: CheckedClaim, checks: ClaimChecks): string {
  return `Checked against ${chartPhrase(claim, checks)}: ${correctionOf(claim)}`;
}

/** The note beside a right claim, for screen readers (sighted readers see a check mark). */
export function confirmationNote(claim: CheckedClaim, checks: ClaimChecks): string {
  return `Checked against ${chartPhrase(claim, checks)}: correct`;
}

/** "2 chart claims checked, 1 wrong"; null when nothing was checked. */
export function claimSummary(checks: ClaimChecks): string | null {
  if (checks.checked === 0) return null;
  const claims = `${checks.checked} chart ${checks.checked === 1 ? 'claim' : 'claims'} checked`;
  return `${claims}, ${checks.wrong === 0 ? 'none wrong' : `${checks.wrong} wrong`}`;
}
