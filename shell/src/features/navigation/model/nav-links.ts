export interface NavLink {
  label: string;
  to: string;
}

export const MAIN_LINKS: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'App Details', to: '/app-details' },
];

/**
 * product §2: the 'App Features' menu, in this order, with the Grok assistant beside the brain
 * chat (the spec's list predates it; without it the drawer had no way to Grok on a phone).
 */
export const APP_FEATURE_LINKS: NavLink[] = [
  { label: 'Calculate', to: '/calculate' },
  { label: 'Brains', to: '/brains' },
  { label: 'Chat', to: '/chat' },
  { label: 'Grok', to: '/grok' },
  { label: 'Charts', to: '/charts' },
  { label: 'Chat History', to: '/threads' },
  { label: 'Learning', to: '/learning' },
];

/** product §2: the 'Resources' menu: Astrology, Arcturus, App Details and the legal pages. */
export const RESOURCE_LINKS: NavLink[] = [
  { label: 'Astrology', to: '/astrology' },
  { label: 'Arcturus', to: '/arcturus' },
  { label: 'App Details', to: '/app-details' },
  { label: 'Legal Overview', to: '/legal' },
  { label: 'Privacy Policy', to: '/legal/privacy-policy' },
  { label: 'Terms of Service', to: '/legal/terms-of-service' },
  { label: 'Compliance', to: '/legal/compliance' },
];

export type Role = 'admin' | 'support';

export interface UserMenuLink extends NavLink {
  badge?: string;
  /** Shown only to users holding one of these roles. */
  roles?: Role[];
}

/** product §2: the user menu's entries, before Log out. */
export const USER_MENU_LINKS: UserMenuLink[] = [
  { label: 'Profile', to: '/profile' },
  { label: 'Grok AI Assistant', to: '/grok', badge: 'New' },
  { label: 'Brains', to: '/brains' },
  { label: 'Charts', to: '/charts' },
  { label: 'Calculate Chart', to: '/calculate' },
  { label: 'Threads', to: '/threads' },
  { label: 'Help & Support', to: '/support' },
  { label: 'Creators', to: '/creators', roles: ['admin', 'support'] },
  { label: 'Admin Panel', to: '/admin', roles: ['admin'] },
];

export function userMenuLinksFor(roles: readonly string[]): UserMenuLink[] {
  return USER_MENU_LINKS.filter(
    (link) => !link.roles || link.roles.some((role) => roles.includes(role)),
  );
}
