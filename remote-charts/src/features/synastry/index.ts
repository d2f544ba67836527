// Synastry: two saved charts compared, as a bi-wheel, a grid of the aspects between them and
// their composite chart.
export { default as SynastryPage } from './components/synastry-page';
