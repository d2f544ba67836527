export type DashboardTab = 'messages' | 'overview' | 'analytics';

/** product §2: tabs Messages (the default), Overview, Analytics. */
export const DASHBOARD_TABS: { value: DashboardTab; label: string }[] = [
  { value: 'messages', label: 'Messages' },
  { value: 'overview', label: 'Overview' },
  { value: 'analytics', label: 'Analytics' },
];

/** The tab named in the URL (?tab=…), or Messages for anything else. */
export function tabFromParam(value: string | null): DashboardTab {
  return DASHBOARD_TABS.some((t) => t.value === value) ? (value as DashboardTab) : 'messages';
}
