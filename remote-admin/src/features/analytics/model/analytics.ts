import { z } from 'zod';

const count = z.coerce.number().int().nonnegative();

export const summarySchema = z.object({
  total_users: count,
  active_users: count,
  charts_created: count,
  brain_interactions: count,
  generated_at: z.string(),
});
export type AnalyticsSummary = z.infer<typeof summarySchema>;

export const featureUsageSchema = z.array(z.object({ feature: z.string(), uses: count }));
export type FeatureUsage = z.infer<typeof featureUsageSchema>[number];

export const activitySeriesSchema = z.array(
  z.object({ day: z.string(), signups: count, active_users: count }),
);
export type ActivityDay = z.infer<typeof activitySeriesSchema>[number];

/** 'grok_chat' → 'Grok chat'; feature names are snake_case keys of feature_usage_stats. */
export function featureLabel(feature: string): string {
  const words = feature.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : feature;
}

/** Bar widths as a share of the most used feature (0–100). */
export function barShares(rows: FeatureUsage[]): number[] {
  const max = Math.max(0, ...rows.map((row) => row.uses));
  return rows.map((row) => (max > 0 ? (row.uses / max) * 100 : 0));
}

/** admin_claim_check_stats(): per model, the answers and chart claims the server checked. */
export const claimCheckStatsSchema = z.array(
  z.object({
    model: z.string(),
    answers_checked: count,
    claims_checked: count,
    claims_wrong: count,
  }),
);
export type ClaimCheckStat = z.infer<typeof claimCheckStatsSchema>[number];

/** Models with the most checked claims first. */
export const byClaimsChecked = (rows: readonly ClaimCheckStat[]): ClaimCheckStat[] =>
  [...rows].sort((a, b) => b.claims_checked - a.claims_checked || a.model.localeCompare(b.model));

/** "12.5%" of claims wrong, or "–" when there were none to check. */
export function percentWrong(row: Pick<ClaimCheckStat, 'claims_checked' | 'claims_wrong'>): string {
  if (row.claims_checked === 0) return '–';
  const percent = (row.claims_wrong / row.claims_checked) * 100;
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}
