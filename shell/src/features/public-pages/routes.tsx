import { lazyPage, type RouteObject } from '@astro/shared';

const HomePage = lazyPage(() => import('./components/home-page'));
const AppDetailsPage = lazyPage(() => import('./components/app-details-page'));
const AstrologyPage = lazyPage(() => import('./components/astrology-page'));
const ArcturusPage = lazyPage(() => import('./components/arcturus-page'));
const ContentPage = lazyPage(() => import('./components/content-page'));
const LegalHubPage = lazyPage(() => import('./components/legal-hub-page'));
const PrivacyPolicyPage = lazyPage(() => import('./components/privacy-policy-page'));
const TermsOfServicePage = lazyPage(() => import('./components/terms-of-service-page'));
const CompliancePage = lazyPage(() => import('./components/compliance-page'));
const FaqPage = lazyPage(() => import('./components/faq-page'));
const ContactPage = lazyPage(() => import('./components/contact-page'));
const SupportPage = lazyPage(() => import('./components/support-page'));
const AccessibilityPage = lazyPage(() => import('./components/accessibility-page'));
const AppLicensesPage = lazyPage(() => import('./components/app-licenses-page'));
// The report comes with the page's code, so the first render has its tables (accuracy-api.ts).
const AccuracyPage = lazyPage(async () => {
  const [page, api] = await Promise.all([
    import('./components/accuracy-page'),
    import('./api/accuracy-api'),
  ]);
  await api.loadAccuracySummary();
  return page;
});

/** Public pages of the shell (home, legal, help and content pages). `/privacy` redirects in the app router. */
export const publicPageRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/app-details', element: <AppDetailsPage /> },
  { path: '/astrology', element: <AstrologyPage /> },
  { path: '/arcturus', element: <ArcturusPage /> },
  { path: '/content/:slug', element: <ContentPage /> },
  { path: '/legal', element: <LegalHubPage /> },
  { path: '/legal/privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '/legal/terms-of-service', element: <TermsOfServicePage /> },
  { path: '/legal/compliance', element: <CompliancePage /> },
  // The same documents at their short addresses, which older links and app stores point to.
  { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '/terms-of-service', element: <TermsOfServicePage /> },
  { path: '/faq', element: <FaqPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/support', element: <SupportPage /> },
  { path: '/accessibility', element: <AccessibilityPage /> },
  { path: '/app-licenses', element: <AppLicensesPage /> },
  { path: '/accuracy', element: <AccuracyPage /> },
];
