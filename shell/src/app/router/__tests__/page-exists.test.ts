import { REMOTE_ROUTE_TABLE } from '@astro/shared';
import { breadcrumbTrail } from '../../../features/breadcrumbs/model/breadcrumb-trail';
import { pageExists } from '../routes';

describe('pageExists', () => {
  it('knows the shell pages and every remote route', () => {
    expect(pageExists('/legal')).toBe(true);
    expect(pageExists('/content/the-saturn-return')).toBe(true);
    for (const route of REMOTE_ROUTE_TABLE)
      expect(pageExists(route.path.replace(/:\w+/g, 'x'))).toBe(true);
  });

  it('says no for paths only the not-found page would answer', () => {
    expect(pageExists('/content')).toBe(false);
    expect(pageExists('/docs')).toBe(false);
  });

  it('leaves no breadcrumb on any route linking to a missing page', () => {
    const deepPaths = [
      '/content/the-saturn-return',
      '/legal/compliance',
      '/learning/brain-info',
      '/charts/abc',
    ];
    for (const path of deepPaths) {
      for (const crumb of breadcrumbTrail(path, pageExists)) {
        if (crumb.to) expect([crumb.to, pageExists(crumb.to)]).toEqual([crumb.to, true]);
      }
    }
  });
});
