import { lazy } from 'react';
import type { RouteObject } from '@astro/shared';

const HomePage = lazy(() => import('./components/home-page'));
const AppDetailsPage = lazy(() => import('./components/app-details-page'));
const AstrologyPage = lazy(() => import('./components/astrology-page'));
const ArcturusPage = lazy(() => import('./components/arcturus-page'));
const ContentPage = lazy(() => import('./components/content-page'));
const LegalHubPage = lazy(() => import('./components/legal-hub-page'));
const PrivacyPolicyPage = lazy(() => import('./components/privacy-policy-page'));
const TermsOfServicePage = lazy(() => import('./components/terms-of-service-page'));
const CompliancePage = lazy(() => import('./components/compliance-page'));
const FaqPage = lazy(() => import('./components/faq-page'));
const ContactPage = lazy(() => import('./components/contact-page'));
const SupportPage = lazy(() => import('./components/support-page'));
const AccessibilityPage = lazy(() => import('./components/accessibility-page'));
const AppLicensesPage = lazy(() => import('./components/app-licenses-page'));

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
];
