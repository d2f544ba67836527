// Returns of a saved chart: the next solar and lunar returns after a chosen date, cast for the
// natal place.
export { default as ReturnsPage } from './components/returns-page';
