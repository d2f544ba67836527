/**
 * Which feature a path belongs to, by the names the profile's feature_usage_stats uses
 * (lowercase, digits and underscores: the update_feature_usage RPC rejects anything else).
 */
const FEATURES: [RegExp, string][] = [
  [/^\/calculate(\/|$)/, 'chart_calculation'],
  [/^\/charts(\/|$)/, 'charts'],
  [/^\/synastry(\/|$)/, 'synastry'],
  [/^\/brains(\/|$)/, 'brains'],
  [/^\/chat(\/|$)/, 'brain_chat'],
  [/^\/grok(\/|$)/, 'grok'],
  [/^\/super-chat(\/|$)/, 'super_chat'],
  [/^\/threads(\/|$)/, 'threads'],
  [/^\/learning\/brain-info(\/|$)/, 'brain_info'],
  [/^\/learning(\/|$)/, 'learning'],
  [/^\/send-to-ai-demo(\/|$)/, 'send_to_ai'],
  [/^\/profile(\/|$)/, 'profile'],
  [/^\/dashboard(\/|$)/, 'dashboard'],
  [/^\/admin(\/|$)/, 'admin'],
];

export function featureForPath(pathname: string): string | null {
  for (const [pattern, name] of FEATURES) if (pattern.test(pathname)) return name;
  return null;
}
