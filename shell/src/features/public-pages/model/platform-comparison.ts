/** Rows of the mobile-app versus web-app (PWA) comparison, shown on the home and App Details pages. */
export interface ComparisonRow {
  aspect: string;
  mobile: string;
  pwa: string;
}

export const PLATFORM_COMPARISON: ComparisonRow[] = [
  {
    aspect: 'Devices',
    mobile: 'iPhone and iPad',
    pwa: 'Any device with a modern browser: Android, iPhone, iPad, Windows, macOS, Linux and ChromeOS',
  },
  {
    aspect: 'How to get it',
    mobile: 'Download from the App Store',
    pwa: 'Install from the browser, or just open the website — no store needed',
  },
  {
    aspect: 'Download size',
    mobile: 'The whole app is downloaded at once',
    pwa: 'Only the parts you open are downloaded, then kept for next time',
  },
  {
    aspect: 'Updates',
    mobile: 'Through the App Store',
    pwa: 'Automatic: a prompt asks you to reload when a new version is ready',
  },
  {
    aspect: 'Account and data',
    mobile: 'Same account, charts, chats and lesson progress',
    pwa: 'Same account, charts, chats and lesson progress',
  },
  {
    aspect: 'Without internet',
    mobile: 'AI assistants, sign-in and syncing need a connection',
    pwa: 'Opens offline after the first visit and calculates charts on the device; AI assistants, sign-in and syncing need a connection',
  },
  {
    aspect: 'Works on a computer',
    mobile: 'No',
    pwa: 'Yes, in its own window like any desktop app',
  },
];

export type InstallPlatform = 'android' | 'desktop' | 'ios';

export interface InstallGuide {
  platform: InstallPlatform;
  title: string;
  browsers: string;
  steps: string[];
  note?: string;
}

export const INSTALL_GUIDES: InstallGuide[] = [
  {
    platform: 'android',
    title: 'Android',
    browsers: 'Chrome, Edge, Samsung Internet',
    steps: [
      'Open the app’s address in Chrome.',
      'Tap the menu button (⋮) at the top right.',
      'Tap “Install app” (on some phones “Add to Home screen”).',
      'Confirm with “Install”. The Astro icon appears on your home screen and in the app drawer.',
    ],
    note: 'If the browser offers it, an install banner also appears at the bottom of the page: tap Install there.',
  },
  {
    platform: 'desktop',
    title: 'Windows, macOS, Linux and ChromeOS',
    browsers: 'Chrome, Edge',
    steps: [
      'Open the app’s address in Chrome or Edge.',
      'Click the install icon at the right end of the address bar (a monitor with a down arrow).',
      'Alternatively open the browser menu and choose “Cast, save and share → Install page as app” in Chrome, or “Apps → Install this site as an app” in Edge.',
      'Click “Install”. Astro opens in its own window and can be pinned to the taskbar or dock.',
    ],
    note: 'In Safari on macOS Sonoma or later, choose File → Add to Dock.',
  },
  {
    platform: 'ios',
    title: 'iPhone and iPad',
    browsers: 'Safari',
    steps: [
      'Open the app’s address in Safari.',
      'Tap the share button (the square with an arrow pointing up).',
      'Scroll down and tap “Add to Home Screen”.',
      'Tap “Add” at the top right. Astro now opens full screen from its icon.',
    ],
    note: 'Prefer a store app? The iOS app is available in the App Store for iPhone and iPad.',
  },
];
