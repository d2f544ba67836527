import { REMOTE_ROUTE_TABLE } from '@astro/shared';

export interface Crumb {
  label: string;
  /** Null for the current page (not a link). */
  to: string | null;
  /** The raw path segment, when the label may still be replaced by a looked-up title. */
  segment: string;
}

/** Pages that are destinations of their own: no trail, even if their path is deeper. */
const MAIN_PAGES = new Set([
  '/',
  '/dashboard',
  '/login',
  '/signup',
  '/auth/callback',
  '/not-found',
]);

/** product §2: named segments (products, docs, blog, community, events and the app's own sections). */
const SEGMENT_NAMES: Record<string, string> = {
  products: 'Products',
  docs: 'Documentation',
  blog: 'Blog',
  community: 'Community',
  events: 'Events',
  support: 'Help & Support',
  legal: 'Legal',
  'privacy-policy': 'Privacy Policy',
  'terms-of-service': 'Terms of Service',
  compliance: 'Compliance',
  content: 'Content',
  'app-details': 'App Details',
  'app-licenses': 'App Licenses',
  accuracy: 'Chart Accuracy',
  faq: 'FAQ',
  contact: 'Contact',
  profile: 'Profile',
  astrology: 'Astrology',
  arcturus: 'Arcturus',
  accessibility: 'Accessibility',
};

const routeTitles = new Map<string, string>(
  REMOTE_ROUTE_TABLE.map((route) => [route.path, route.title]),
);

function titleCase(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as typed.
  }
  return decoded
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function labelFor(path: string, segment: string, parent: string | undefined): string {
  const exact = routeTitles.get(path);
  if (exact) return exact;
  if (parent === 'charts') return routeTitles.get('/charts/:chartId') ?? 'Chart';
  return SEGMENT_NAMES[segment] ?? titleCase(segment);
}

/** Whether a path opens a page of its own (rather than the not-found page). */
export type PageExists = (path: string) => boolean;

/**
 * The trail for a path; empty where breadcrumbs are hidden (main pages, single segments). A middle
 * crumb links only where `pageExists` says a page is there: "Content" on /content/<slug> is a
 * label, not a link to a 404.
 */
export function breadcrumbTrail(pathname: string, pageExists: PageExists = () => true): Crumb[] {
  const clean = pathname.replace(/\/+$/, '') || '/';
  if (MAIN_PAGES.has(clean)) return [];
  const segments = clean.split('/').filter(Boolean);
  if (segments.length < 2) return [];
  const crumbs: Crumb[] = [{ label: 'Home', to: '/', segment: '' }];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const last = index === segments.length - 1;
    crumbs.push({
      label: labelFor(path, segment, segments[index - 1]),
      to: last || !pageExists(path) ? null : path,
      segment,
    });
  });
  return crumbs;
}
