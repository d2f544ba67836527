import { lazyPage, type RouteObject } from '@astro/shared';

const HomePage = lazyPage(() => import('../../features/public-pages/components/home-page'));
const AppDetailsPage = lazyPage(
  () => import('../../features/public-pages/components/app-details-page'),
);
const AstrologyPage = lazyPage(
  () => import('../../features/public-pages/components/astrology-page'),
);
const ArcturusPage = lazyPage(() => import('../../features/public-pages/components/arcturus-page'));
const ContentPage = lazyPage(() => import('../../features/public-pages/components/content-page'));
const LegalHubPage = lazyPage(
  () => import('../../features/public-pages/components/legal-hub-page'),
);
const PrivacyPolicyPage = lazyPage(
  () => import('../../features/public-pages/components/privacy-policy-page'),
);
const TermsOfServicePage = lazyPage(
  () => import('../../features/public-pages/components/terms-of-service-page'),
);
const CompliancePage = lazyPage(
  () => import('../../features/public-pages/components/compliance-page'),
);
const FaqPage = lazyPage(() => import('../../features/public-pages/components/faq-page'));
const ContactPage = lazyPage(() => import('../../features/public-pages/components/contact-page'));
const SupportPage = lazyPage(() => import('../../features/public-pages/components/support-page'));
const AccessibilityPage = lazyPage(
  () => import('../../features/public-pages/components/accessibility-page'),
);
const AppLicensesPage = lazyPage(
  () => import('../../features/public-pages/components/app-licenses-page'),
);
// The report comes with the page's code, so the first render has its tables (accuracy-api.ts).
const AccuracyPage = lazyPage(async () => {
  const [page, api] = await Promise.all([
    import('../../features/public-pages/components/accuracy-page'),
    import('../../features/public-pages/api/accuracy-api'),
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
