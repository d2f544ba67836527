/** The app's frame, routes and pages: what start-up evaluates in a task of its own. */
export { App } from './app';
export { preloadPageFor } from './router/preload-page';
