import { userMenuLinksFor } from '../model/nav-links';

const labels = (roles: string[]) => userMenuLinksFor(roles).map((link) => link.label);

describe('user menu entries', () => {
  const base = [
    'Profile',
    'Grok AI Assistant',
    'Brains',
    'Charts',
    'Calculate Chart',
    'Threads',
    'Help & Support',
  ];

  it('shows Creators to admin and support, Admin Panel to admin only', () => {
    expect(labels([])).toEqual(base);
    expect(labels(['support'])).toEqual([...base, 'Creators']);
    expect(labels(['admin'])).toEqual([...base, 'Creators', 'Admin Panel']);
  });
});
