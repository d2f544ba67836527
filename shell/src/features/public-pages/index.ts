/** Resolves a `/content/:slug` address to its media item, e.g. for a breadcrumb title. */
export { useMediaBySlugQuery } from './api/media-api';
export { SiteFooter } from './components/site-footer';
