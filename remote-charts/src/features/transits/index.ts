// Transits to a saved chart: the coming year's events, computed in a worker, and a bi-wheel of
// the natal chart with the sky of a chosen date around it.
export { default as TransitsPage } from './components/transits-page';
