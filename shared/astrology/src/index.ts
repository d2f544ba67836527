/**
 * @astro/astrology: the one model of a chart shared by the charts, learning and chat remotes and
 * by the back-end functions. Pure TypeScript without state or React; each app bundles what it
 * imports. The ephemeris data loads lazily, once per page or function instance.
 */
export * from './engine';
export * from './catalogue/glyphs';
export * from './catalogue/format-position';
export * from './catalogue/house-systems';
export * from './wheel/spread-on-circle';
export * from './wheel/wheel-layout';
export * from './saved-chart/saved-chart';
export * from './context/named-chart';
export * from './context/chart-context';
export * from './claims/claim-checks';
export * from './claims/find-claims';
export * from './claims/check-claims';
export * from './predictive/transit-search';
export * from './predictive/points';
export * from './predictive/progressions';
export * from './predictive/returns';
export * from './predictive/synastry';
export * from './predictive/birth-time-sensitivity';
export * from './accuracy/accuracy-summary';
export * from './time';
export * from './birth-time/birth-clock';
export * from './birth-time/resolve-birth-instant';
