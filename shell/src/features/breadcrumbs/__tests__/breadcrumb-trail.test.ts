import { breadcrumbTrail } from '../model/breadcrumb-trail';

const labels = (path: string) => breadcrumbTrail(path).map((crumb) => crumb.label);

describe('breadcrumbTrail', () => {
  it('is hidden on main pages and single-segment paths', () => {
    expect(breadcrumbTrail('/')).toEqual([]);
    expect(breadcrumbTrail('/charts')).toEqual([]);
    expect(breadcrumbTrail('/faq/')).toEqual([]);
    expect(breadcrumbTrail('/auth/callback')).toEqual([]);
  });

  it('names known segments and links every crumb but the last', () => {
    expect(breadcrumbTrail('/legal/privacy-policy')).toEqual([
      { label: 'Home', to: '/', segment: '' },
      { label: 'Legal', to: '/legal', segment: 'legal' },
      { label: 'Privacy Policy', to: null, segment: 'privacy-policy' },
    ]);
    expect(labels('/docs/getting-started')).toEqual(['Home', 'Documentation', 'Getting Started']);
    expect(labels('/learning/brain-info')).toEqual(['Home', 'Learning', 'About the Brains']);
    expect(labels('/charts/0f8e-11')).toEqual(['Home', 'Charts', 'Chart']);
  });

  it('title-cases unknown slugs', () => {
    expect(labels('/content/the-saturn-return')).toEqual(['Home', 'Content', 'The Saturn Return']);
  });

  it('links a middle crumb only where a page exists', () => {
    const onlyLegal = (path: string) => path === '/legal';
    expect(breadcrumbTrail('/content/the-saturn-return', onlyLegal)[1]).toEqual({
      label: 'Content',
      to: null,
      segment: 'content',
    });
    expect(breadcrumbTrail('/legal/compliance', onlyLegal)[1]!.to).toBe('/legal');
  });
});
