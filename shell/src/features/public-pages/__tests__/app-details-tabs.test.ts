import { tabFromQuery } from '../components/app-details-page';

describe('App Details tab from the address', () => {
  it('opens the tab named in ?tab= and falls back to the overview', () => {
    expect(tabFromQuery('install')).toBe('install');
    expect(tabFromQuery('compare')).toBe('compare');
    expect(tabFromQuery('overview')).toBe('overview');
    expect(tabFromQuery(null)).toBe('overview');
    expect(tabFromQuery('INSTALL')).toBe('overview');
  });
});
