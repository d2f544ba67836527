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
