// Progressions of a saved chart: secondary progressions and solar arc directions to a chosen
// date, drawn as a bi-wheel around the natal chart.
export { default as ProgressionsPage } from './components/progressions-page';
