/**
 * The router API the apps use, re-exported from @astro/shared (a federation singleton) instead of
 * sharing react-router-dom itself. A shared package cannot be tree-shaken, and react-router v7 as a
 * whole is ~60 KB gzipped; through this module the shell ships only what the apps use, once.
 * Apps import these from '@astro/shared'; lint forbids importing react-router-dom elsewhere.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useHref,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
  type LinkProps,
  type Location,
  type NavigateFunction,
  type NavLinkProps,
  type RouteObject,
} from 'react-router-dom';

export { isPreloadable, lazyPage, type PreloadableLazy } from './lazy-page';
